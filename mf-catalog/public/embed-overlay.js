/*
 * Harborview's booking overlay for partner pages (mf-catalog/README.md, "Booking inside the embed").
 * embed.js loads this file on the first harborview('open', …) and hands it its command queue
 * (harborview._o): open, close and init. It adds a full-screen dialog holding an iframe of our own
 * site's /partner/book (/es/partner/book in Spanish: the embed's `lang`, or its rooms list's
 * data-lang), so the guest's password and tokens never enter the partner's page, and
 * turns the frame's messages into events on the partner's document. The protocol (version 1):
 *   frame → page  { harborview: 1, type: 'hello' }                      (to any origin: it carries nothing)
 *   page → frame  { harborview: 1, type: 'welcome', namespace, options } (to the site's origin only)
 *   frame → page  { harborview: 1, type: 'event', namespace, name, detail } (to the page's origin only)
 * Messages are taken only from the iframe's window and the site's origin.
 */
(function () {
  var w = window;
  var d = document;
  var queue = w.harborview && w.harborview._o;
  if (!queue || queue.taken) return;
  queue.taken = true;

  var PROTOCOL = 1;
  // What the frame may tell the page (each becomes harborview:<name>); `close` closes the overlay.
  var EVENTS = ['booking-submitted', 'booked', 'error'];
  var STAY = ['roomId', 'checkIn', 'checkOut', 'guests', 'promo'];
  // The overlay's own words until the frame speaks (docs/architecture.md §15): this file has no build
  // to compile a catalog into, so a new language adds its row here beside its catalogs.
  var WORDS = {
    en: { loading: 'Loading Harborview…', close: 'Close', title: 'Book at Harborview Hotel' },
    es: { loading: 'Cargando Harborview…', close: 'Cerrar', title: 'Reservar en Harborview Hotel' },
  };
  var CSS =
    ':host{all:initial}' +
    '.backdrop{position:fixed;inset:0;background:rgb(17 24 39/.6)}' +
    '.dialog{position:fixed;inset:0;display:flex;flex-direction:column;background:#fff;outline:none}' +
    '@media (min-width:768px){.dialog{inset:24px;margin:0 auto;max-width:1040px;border-radius:12px;overflow:hidden;box-shadow:0 10px 40px rgb(0 0 0/.35)}}' +
    '.frame{flex:1;width:100%;border:0;display:block;background:#fff}' +
    '.loading{display:flex;align-items:center;gap:12px;padding:8px 8px 8px 16px;min-height:48px;box-sizing:border-box;' +
    'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;border-bottom:1px solid #e5e7eb}' +
    '.loading[hidden]{display:none}' +
    '.close{margin-left:auto;width:44px;height:44px;border:0;border-radius:8px;background:transparent;font:24px/1 system-ui,sans-serif;color:#111827;cursor:pointer}' +
    '.close:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}';

  var inits = {}; // namespace -> the options of its init
  var leaving = 0; // history.back() calls of ours whose popstate has not come yet
  var pushLater = false; // an overlay opened meanwhile: its entry goes in once they have
  var open = null; // the overlay on screen: { ns, host, frame, loading, origin, options, back, inert, overflow }

  function emit(name, detail) {
    d.dispatchEvent(new CustomEvent('harborview:' + name, { detail: detail, bubbles: true }));
  }

  function styles(root) {
    try {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      root.adoptedStyleSheets = [sheet];
    } catch {
      var style = d.createElement('style'); // older browsers: needs the partner's style-src to allow it
      style.textContent = CSS;
      root.appendChild(style);
    }
  }

  function el(tag, attrs, parent) {
    var node = d.createElement(tag);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    parent.appendChild(node);
    return node;
  }

  // The partner's own CSS cannot move or hide the overlay: inline and important (CSSOM, so a strict
  // CSP allows it), on a tag no partner selector names.
  function pin(host) {
    [
      ['position', 'fixed'],
      ['inset', '0'],
      ['z-index', '2147483647'],
      ['display', 'block'],
    ].forEach(function (p) {
      host.style.setProperty(p[0], p[1], 'important');
    });
  }

  // The language of `open`/`init`'s `lang`, else of the page's rooms list (data-lang), else English.
  function langOf(options) {
    var list = d.querySelector('[data-harborview-rooms][data-lang]');
    var lang = String(options.lang || (list && list.getAttribute('data-lang')) || '')
      .trim()
      .toLowerCase();
    return WORDS[lang] ? lang : 'en';
  }

  // The currency of `open`/`init`'s `currency`, else of the page's rooms list (data-currency): the
  // frame's prices then show it (the site checks the code, as any link's ?currency=).
  function currencyOf(options) {
    var list = d.querySelector('[data-harborview-rooms][data-currency]');
    return String(options.currency || (list && list.getAttribute('data-currency')) || '')
      .trim()
      .toUpperCase();
  }

  function frameUrl(site, options, lang) {
    var query = new URLSearchParams();
    STAY.forEach(function (k) {
      if (options[k] !== undefined && options[k] !== null && options[k] !== '') query.set(k, String(options[k]));
    });
    var currency = currencyOf(options);
    if (currency) query.set('currency', currency);
    // English is unprefixed, as on the site: /partner/book, /es/partner/book.
    return site.replace(/\/+$/, '') + (lang === 'en' ? '' : '/' + lang) + '/partner/book?' + query;
  }

  function show(ns, options) {
    if (open) return; // one overlay at a time
    var host = d.createElement('harborview-overlay');
    pin(host);
    var root = host.attachShadow({ mode: 'open' });
    styles(root);
    var lang = langOf(options);
    var words = WORDS[lang];
    el('div', { class: 'backdrop', part: 'backdrop' }, root);
    var dialog = el('div', { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': words.title, lang: lang, tabindex: '-1' }, root);
    // Until the frame says hello: a close button of our own (the frame's header has the other).
    var loading = el('div', { class: 'loading', role: 'status' }, dialog);
    loading.appendChild(d.createTextNode(words.loading));
    el('button', { type: 'button', class: 'close', 'aria-label': words.close }, loading).textContent = '×';
    loading.lastChild.addEventListener('click', function () {
      close();
    });
    var frame = el('iframe', { class: 'frame', title: words.title }, dialog);

    open = {
      ns: ns,
      host: host,
      frame: frame,
      loading: loading,
      origin: null,
      options: options,
      back: d.activeElement,
      overflow: d.documentElement.style.overflow,
      inert: [],
    };
    // The rest of the page is out of reach (focus, clicks, screen readers) and does not scroll.
    [].forEach.call(d.body.children, function (child) {
      if (!child.inert) {
        child.inert = true;
        open.inert.push(child);
      }
    });
    d.documentElement.style.overflow = 'hidden';
    d.body.appendChild(host);
    dialog.focus();
    // The back button closes it: an entry of our own, taken away again when closed otherwise.
    if (leaving) pushLater = true;
    else history.pushState({ harborviewOverlay: ns }, '');

    var shown = open;
    queue.c({ site: options.site }).then(function (c) {
      if (open !== shown) return;
      if (!c.site) {
        emit('error', { namespace: ns, message: 'Harborview embed: no site URL' });
        return close();
      }
      shown.origin = new URL(c.site).origin;
      frame.src = frameUrl(c.site, options, lang);
    });
    var detail = { namespace: ns };
    STAY.forEach(function (k) {
      if (options[k] !== undefined) detail[k] = options[k];
    });
    emit('open', detail);
  }

  function close(fromHistory) {
    var shown = open;
    if (!shown) return;
    open = null;
    shown.host.remove();
    shown.inert.forEach(function (child) {
      child.inert = false;
    });
    d.documentElement.style.overflow = shown.overflow;
    // Our entry goes (unless the back button took it, or it is not in yet): the page's history is as before.
    if (!fromHistory && !pushLater && history.state && history.state.harborviewOverlay !== undefined) {
      leaving++;
      history.back();
    }
    pushLater = false;
    if (shown.back && shown.back.focus) shown.back.focus();
    emit('close', { namespace: shown.ns });
  }

  function onMessage(e) {
    var m = e.data;
    if (!open || !open.origin || e.origin !== open.origin || e.source !== open.frame.contentWindow) return;
    if (!m || m.harborview !== PROTOCOL) return;
    if (m.type === 'hello') {
      var welcome = { harborview: PROTOCOL, type: 'welcome', namespace: open.ns, options: open.options };
      open.frame.contentWindow.postMessage(welcome, open.origin);
      open.loading.hidden = true;
      open.frame.focus();
    } else if (m.type === 'event' && m.name === 'close') {
      close();
    } else if (m.type === 'event' && EVENTS.indexOf(m.name) >= 0) {
      emit(m.name, Object.assign({}, m.detail, { namespace: open.ns }));
    }
  }

  function run(cmd) {
    var name = cmd && cmd[0];
    var options = (cmd && cmd[1]) || {};
    var ns = options.namespace || 'default';
    if (name === 'init') inits[ns] = Object.assign({}, inits[ns], options);
    else if (name === 'open') show(ns, Object.assign({}, inits[ns], options, { namespace: ns }));
    else if (name === 'close' && open && (!options.namespace || options.namespace === open.ns)) close();
  }

  w.addEventListener('message', onMessage);
  w.addEventListener('popstate', function () {
    if (!leaving) return close(true);
    leaving--; // our own back(), not the guest's
    if (pushLater && open && !leaving) {
      pushLater = false;
      history.pushState({ harborviewOverlay: open.ns }, '');
    }
  });
  d.addEventListener('keydown', function (e) {
    if (open && e.key === 'Escape') close();
  });

  // Take the queue over: what waited runs now, what comes later runs at once.
  var waiting = queue.splice(0);
  queue.push = function (cmd) {
    run(cmd);
    return 0;
  };
  waiting.forEach(run);
})();
