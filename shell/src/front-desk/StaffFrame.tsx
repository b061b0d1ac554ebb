import type { PageEntry } from '@hotel/shared';
import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { deskLinks } from './deskLinks';

// Style props, not a stylesheet: a CSS file in this chunk would put its name in main.js's chunk map,
// bytes on every guest page (the CSP allows style props: tools/stack/security-headers.mjs).
const NAV: CSSProperties = { width: '100%', maxWidth: 1280, margin: '0 auto', padding: 'var(--hv-space-4) var(--hv-space-4) 0' };
const LIST: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--hv-space-1) var(--hv-space-2)',
  margin: 0,
  padding: '0 0 var(--hv-space-3)',
  listStyle: 'none',
  borderBottom: '1px solid var(--hv-color-border)',
};
const LINK: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'var(--hv-touch-min-height)',
  padding: '0 var(--hv-space-3)',
  borderRadius: 'var(--hv-radius-pill)',
  color: 'var(--hv-color-text)',
  textDecoration: 'none',
  fontWeight: 'var(--hv-font-weight-medium)' as CSSProperties['fontWeight'],
};
const ACTIVE: CSSProperties = { ...LINK, background: 'var(--hv-color-primary)', color: 'var(--hv-color-on-primary)' };

/**
 * The front desk's frame around every staff page, whichever remote draws it (docs/product.md "Front
 * desk"): the desk's navigation, built from the page tables, above the page. The page's own slot
 * keeps the one loading look (its skeleton) and the one failure look ("temporarily unavailable" with
 * Retry) of every remote page, so the links stay usable when one remote is down. Part of the shell's
 * staff-only chunk: guest pages carry none of it.
 */
export function StaffFrame({ pages, children }: { pages: readonly PageEntry[]; children: ReactNode }) {
  return (
    <>
      <nav aria-label="Front desk" style={NAV}>
        <ul style={LIST}>
          {deskLinks(pages).map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} style={({ isActive }) => (isActive ? ACTIVE : LINK)}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}
