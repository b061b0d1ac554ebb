import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { usePages } from '../page-tables/usePages';
import { deskLinks } from './deskLinks';
import styles from './StaffFrame.module.css';

/**
 * The front desk's frame around every staff page, whichever remote draws it (docs/product.md "Front
 * desk"): the desk's navigation, built from the page tables, above the page. The page's own slot
 * keeps the one loading look (its skeleton) and the one failure look ("temporarily unavailable" with
 * Retry) of every remote page, so the links stay usable when one remote is down. Part of the shell's
 * staff-only chunk: guest pages carry none of it.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const links = deskLinks(usePages().pages);
  return (
    <>
      <nav aria-label="Front desk" className={styles.nav}>
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
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
