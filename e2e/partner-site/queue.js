// A partner's inline-free way to queue commands before embed.js has loaded.
window.harborview = window.harborview || [];
window.harborview.push([
  'mount',
  '#queued',
  { api: 'http://127.0.0.1:4000', site: 'http://127.0.0.1:3000', maxPrice: 150, filter: false, target: '_blank' },
]);
