// Security headers (helmet's defaults, precomputed), on every answer: set with the answer's other
// headers by one hook (answerHeaders.ts), cheaper per request than @fastify/helmet's two hooks. Room
// images must load on other origins, so Cross-Origin-Resource-Policy is cross-origin. The JSON API
// serves no documents: a locked-down CSP (the /docs UI sets its own through @fastify/swagger-ui's
// staticCSP).
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
