// The partner's snippet, completed with where this stack's Harborview lives (harborview.js, generated
// by tools/stack/launch.mjs): each <template data-embed> becomes the embed.js tag a partner pastes
// (async, at that place in the page). A list needs nothing else (embed.js reads the API and the site
// from the catalog's config.json); a list marked data-demo-endpoints names them itself, as a partner
// may (data-api and data-site win).
(function () {
  var where = window.harborviewDemo;
  document.querySelectorAll('[data-harborview-rooms][data-demo-endpoints]').forEach(function (el) {
    if (!el.hasAttribute('data-api')) el.setAttribute('data-api', where.api);
    if (!el.hasAttribute('data-site')) el.setAttribute('data-site', where.site);
  });
  document.querySelectorAll('template[data-embed]').forEach(function (slot) {
    var s = document.createElement('script');
    s.src = where.embed;
    s.async = true;
    slot.replaceWith(s);
  });
})();
