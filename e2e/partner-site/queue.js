// A partner's inline-free way to queue commands before embed.js has loaded.
window.harborview = window.harborview || [];
window.harborview.push([
  'mount',
  '#queued',
  { api: window.harborviewDemo.api, site: window.harborviewDemo.site, maxPrice: 150, filter: false, target: '_blank' },
]);
