/*
 * Harborview rooms for partner pages (mf-catalog/README.md, "Partner embed"). No framework, no build:
 *   <script src="https://catalog.example/embed.js" async></script>
 *   <div data-harborview-rooms data-check-in="2027-05-01" data-check-out="2027-05-03" data-guests="2"></div>
 * Mounts the catalog's `catalog/embed` into every [data-harborview-rooms] element, including ones
 * added later. The API and the main site come from the catalog's own config.json (beside this
 * script: apiBase and siteUrl), unless the element names them (data-api, data-site). React and the
 * rest come from this script's own origin: through the page's Module Federation runtime when the
 * page is a federation host (one React), else through a small runtime of our own. Including this file twice does nothing the second time. Commands queued in
 * window.harborview before it loads run once it has (an array, or the function stub that keeps its calls in .q):
 *   (window.harborview = window.harborview || []).push(['mount', elementOrSelector, options]);
 *   ... ['unmount', elementOrSelector], ['setOptions', elementOrSelector, options]
 *   harborview('open', { roomId, checkIn, checkOut, guests, promo, namespace }), harborview('close'),
 *   harborview('init', { namespace, site }) (then harborview.ns.<namespace>('open', options)).
 * The booking overlay (open, close, init) is embed-overlay.js, beside this file, loaded by the
 * first `open` only: a page that never opens it pays nothing for it.
 */
(function () {
  var w = window;
  var d = document;
  var earlier = w.harborview;
  if (earlier && earlier.loaded) return;

  var SELECTOR = '[data-harborview-rooms]';
  // Neither the catalog's config.json nor data-api and data-site name them (README, "Events").
  var MISSING = 'Harborview embed: no API or site URL';
  var ATTRS = [
    'data-api',
    'data-site',
    'data-min-price',
    'data-max-price',
    'data-check-in',
    'data-check-out',
    'data-guests',
    'data-target',
    'data-filter',
    'data-currency',
  ];
  var script = d.currentScript || d.querySelector('script[src*="/embed.js"]');
  // Every chunk loads from where this script came from, whatever page it is on.
  var base = new URL('.', script ? script.src : location.href).href;
  var handles = new Map(); // element -> mount handle, or a promise of one while loading
  var modulePromise = null;
  var configPromise = null;

  function emitError(el, message) {
    el.dispatchEvent(new CustomEvent('harborview:error', { detail: { message: message }, bubbles: true, composed: true }));
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var s = d.createElement('script');
      s.src = src;
      s.crossOrigin = 'anonymous';
      s.onload = resolve;
      s.onerror = function () {
        reject(new Error('Could not load ' + src));
      };
      d.head.appendChild(s);
    });
  }

  // Decided once the page's own scripts have run (a federation host initialises in its deferred bundle).
  function parsed() {
    return d.readyState === 'loading'
      ? new Promise(function (resolve) {
          d.addEventListener('DOMContentLoaded', resolve, { once: true });
        })
      : Promise.resolve();
  }

  function federation() {
    var fed = w.__FEDERATION__;
    var host = fed && fed.__INSTANCES__ && fed.__INSTANCES__[0];
    if (host && host.loadRemote) {
      var known = (host.options.remotes || []).some(function (r) {
        return r.name === 'catalog';
      });
      if (!known) host.registerRemotes([{ name: 'catalog', entry: base + 'remoteEntry.js' }]);
      return Promise.resolve(host);
    }
    var ready = w._FEDERATION_RUNTIME_CORE ? Promise.resolve() : loadScript(base + 'mf-runtime-core.js');
    return ready.then(function () {
      var core = w._FEDERATION_RUNTIME_CORE;
      // Our own instance, not registered as the page's: the catalog provides React and the rest.
      return new core.ModuleFederation({ name: 'harborview_embed', remotes: [{ name: 'catalog', entry: base + 'remoteEntry.js' }], shared: {} });
    });
  }

  function embedModule() {
    if (!modulePromise) {
      modulePromise = parsed()
        .then(federation)
        .then(function (mf) {
          return mf.loadRemote('catalog/embed');
        });
      modulePromise.catch(function () {
        modulePromise = null; // a later mount tries again
      });
    }
    return modulePromise;
  }

  // The deployment's runtime config, fetched once (a failure is tried again by the next mount): the
  // catalog's team points it at the API and the main site, so a partner's snippet names neither.
  function deploymentConfig() {
    if (!configPromise) {
      configPromise = fetch(base + 'config.json', { credentials: 'omit' })
        .then(function (res) {
          if (!res.ok) throw res; // never shown: without it, data-api and data-site must name both
          return res.json();
        })
        .then(function (c) {
          return { api: c && c.apiBase, site: c && c.siteUrl };
        });
      configPromise.catch(function () {
        configPromise = null;
      });
    }
    return configPromise;
  }

  // data-api / data-site (or the options) win; the rest comes from config.json.
  function withEndpoints(opts) {
    if (opts.api && opts.site) return Promise.resolve(opts);
    return deploymentConfig().then(
      function (c) {
        return Object.assign({}, opts, { api: opts.api || c.api, site: opts.site || c.site });
      },
      function () {
        return opts;
      },
    );
  }

  // A data-* price: a number from 0 up, else none.
  function num(v) {
    var n = v && v.trim() ? Number(v) : NaN;
    return isFinite(n) && n >= 0 ? n : undefined;
  }

  function attributeOptions(el) {
    var a = el.dataset;
    var o = {};
    if (a.api) o.api = a.api;
    if (a.site) o.site = a.site;
    if (num(a.minPrice) !== undefined) o.minPrice = num(a.minPrice);
    if (num(a.maxPrice) !== undefined) o.maxPrice = num(a.maxPrice);
    // The stay preset as written: the embed checks it with the site's own rules and says what is wrong.
    if (a.checkIn) o.checkIn = a.checkIn.trim();
    if (a.checkOut) o.checkOut = a.checkOut.trim();
    if (a.guests && a.guests.trim() !== '') o.guests = Number(a.guests);
    if (a.target === '_blank') o.target = '_blank';
    if (a.filter === 'off' || a.filter === 'false') o.filter = false;
    if (a.lang) o.lang = a.lang.trim().toLowerCase();
    // The prices' currency (EUR…): the embed checks it and falls back to the visitor's region.
    if (a.currency) o.currency = a.currency.trim().toUpperCase();
    return o;
  }

  function resolve(target) {
    if (typeof target === 'string') return d.querySelector(target);
    return target && target.nodeType === 1 ? target : null;
  }

  function mount(target, options) {
    var el = resolve(target);
    if (!el) return;
    var current = handles.get(el);
    if (current) {
      if (options) setOptions(el, options);
      return;
    }
    var opts = Object.assign(attributeOptions(el), options || {});
    var pending = withEndpoints(opts)
      .then(function (full) {
        if (!full.api || !full.site) throw new Error(MISSING);
        opts = full;
        return embedModule();
      })
      .then(function (mod) {
        if (handles.get(el) !== pending) return null; // unmounted while loading
        var handle = mod.mount(el, opts);
        handles.set(el, handle);
        return handle;
      })
      // The catalog, its config or its mount failed: the page hears it in words.
      .catch(function (err) {
        if (handles.get(el) === pending) handles.delete(el);
        emitError(el, String((err && err.message) || err));
        return null;
      });
    handles.set(el, pending);
  }

  // fn(handle) now when mounted, or once a mount under way is done.
  function withHandle(current, fn) {
    if (typeof current === 'function') fn(current);
    else
      current.then(function (h) {
        if (h) fn(h);
      });
  }

  function unmount(target) {
    var el = resolve(target);
    var current = el && handles.get(el);
    if (!current) return;
    handles.delete(el);
    withHandle(current, function (h) {
      h();
    });
  }

  function setOptions(target, options) {
    var el = resolve(target);
    var current = el && handles.get(el);
    if (current && options)
      withHandle(current, function (h) {
        h.update(options);
      });
  }

  // The overlay's commands wait here; the first `open` loads embed-overlay.js, which takes them
  // over (it replaces this array's push).
  var overlay = [];
  overlay.c = withEndpoints;
  var commands = { mount: mount, unmount: unmount, setOptions: setOptions };
  function run(cmd) {
    var name = cmd && cmd[0];
    if (commands[name]) return commands[name](cmd[1], cmd[2]);
    // Any other command is the overlay's (open, close, init); it ignores what it does not know.
    var ns = name == 'init' && cmd[1] && cmd[1].namespace;
    if (ns)
      hv.ns[ns] = function (c, o) {
        run([c, Object.assign({}, o, { namespace: ns })]);
      };
    overlay.push(cmd);
    if (name == 'open' && !overlay.l)
      overlay.l = loadScript(base + 'embed-overlay.js').catch(function (e) {
        overlay.l = 0;
        emitError(d, e.message);
      });
  }

  function scan(root) {
    if (!root.querySelectorAll) return; // text and comments
    if (root.matches && root.matches(SELECTOR)) mount(root);
    root.querySelectorAll(SELECTOR).forEach(function (el) {
      mount(el);
    });
  }

  // harborview('open', options) and harborview.push(['mount', …]) alike, once loaded.
  function hv() {
    run(arguments);
  }
  Object.assign(hv, {
    loaded: true,
    push: function () {
      [].forEach.call(arguments, run);
    },
    mount: mount,
    unmount: unmount,
    setOptions: setOptions,
    ns: {},
    // For embed-overlay.js: the queue it takes over (.l: its script; .c: where the main site is).
    _o: overlay,
  });
  w.harborview = hv;

  new MutationObserver(function (records) {
    records.forEach(function (r) {
      if (r.type === 'attributes') {
        // Changed data-* attributes update a mounted list, or complete one that lacked data-api/data-site.
        if (handles.has(r.target)) setOptions(r.target, attributeOptions(r.target));
        else if (r.target.matches(SELECTOR)) mount(r.target);
        return;
      }
      r.addedNodes.forEach(scan);
      r.removedNodes.forEach(function (n) {
        handles.forEach(function (_h, el) {
          if (!el.isConnected && (n === el || n.contains(el))) unmount(el);
        });
      });
    });
  }).observe(d.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ATTRS });

  // An array of commands, or the function stub's calls (.q); a stub never called has none.
  [].forEach.call(earlier ? earlier.q || earlier : [], run);
  scan(d);
})();
