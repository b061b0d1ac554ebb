// The partner's snippet, completed with where this stack's Harborview lives (harborview.js, generated
// by scripts/lib/launch.mjs): each list gets the API and the site, and each <template data-embed>
// becomes the embed.js tag a partner pastes (async, at that place in the page).
(function () {
  var where = window.harborviewDemo;
  document.querySelectorAll('[data-harborview-rooms]').forEach(function (el) {
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
