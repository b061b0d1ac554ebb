// The demo page's own script: logs the embed's events and offers a theme switch, a late list and
// the booking overlay ("Book a stay": harborview('open'), queued by the stub until embed.js has loaded).
window.harborview =
  window.harborview ||
  function () {
    (window.harborview.q = window.harborview.q || []).push(arguments);
  };
(function () {
  var log = document.getElementById('event-log');
  [
    'harborview:ready',
    'harborview:room-select',
    'harborview:error',
    'harborview:open',
    'harborview:close',
    'harborview:booking-submitted',
    'harborview:booked',
  ].forEach(function (type) {
    document.addEventListener(type, function (e) {
      var li = document.createElement('li');
      li.textContent = type + ' ' + JSON.stringify(e.detail);
      log.prepend(li);
    });
  });

  var toggle = document.getElementById('theme-toggle');
  var setTheme = function (dark) {
    document.querySelectorAll('[data-harborview-rooms]').forEach(function (el) {
      if (dark) el.setAttribute('data-theme', 'dark');
      else el.removeAttribute('data-theme');
    });
    document.body.classList.toggle('partner-dark', dark);
    toggle.setAttribute('aria-pressed', String(dark));
  };
  toggle.addEventListener('click', function () {
    setTheme(toggle.getAttribute('aria-pressed') !== 'true');
  });
  if (new URLSearchParams(location.search).get('theme') === 'dark') setTheme(true);

  document.getElementById('book').addEventListener('click', function () {
    window.harborview('open', { guests: 2 });
  });

  document.getElementById('add-list').addEventListener('click', function () {
    var el = document.createElement('div');
    el.setAttribute('data-harborview-rooms', '');
    el.setAttribute('data-max-price', '150');
    el.setAttribute('data-target', '_blank');
    document.getElementById('more').append(el);
  });
})();
