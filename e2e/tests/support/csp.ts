// Content-Security-Policy violations a page runs into (csp.spec.ts, pages.spec.ts).
import type { Page } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
}

/** Collects CSP violations (the securitypolicyviolation event) of every document the page loads. */
export async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { hvCsp: { directive: string; blocked: string }[] };
    w.hvCsp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.hvCsp.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
  });
  const fromConsole: Violation[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push({ directive: 'console', blocked: m.text() });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { hvCsp: Violation[] }).hvCsp)), ...fromConsole];
}

