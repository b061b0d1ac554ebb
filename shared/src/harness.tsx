// The standalone harness each remote runs alone with (`npm run dev -w <remote>`), never part of an
// exposed module: loads the remote's own /config.json (same shape as the shell's), starts the auth
// store, then renders the remote's pages under a router with a small nav and a toast host. The
// pages come from the remote's page table (src/pages.ts), as in the shell: a page added there is
// here too, with no list of its own (docs/architecture.md §3).
import './ui/tokens.css';
import './ui/harness.css';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
// Through the package name: the same (Module Federation shared) instance the remote's pages use.
import { activateLocale, loadRuntimeConfig, localeOfPath, pageFeature, SITE_TITLE, useAuthStore, type Locale, type Messages, type PageTable } from '@hotel/shared';

/** One harness-only route (a demo of a module that is no page, a stand-in); one with a label gets a link too. */
export interface HarnessPage {
  path: string;
  element: ReactNode;
  label?: string;
}

/** A stand-in for another remote's module in a page's slot (the shell would mount that module). */
type SlotStandIn = (props: never) => ReactNode;

export interface HarnessOptions {
  /** The remote's name, shown in the nav ("catalog (standalone)"). */
  name: string;
  /** The remote's page table (its src/pages.ts): one route per page, linked when its path has no parameter. */
  table: PageTable;
  /**
   * A page's module from its feature folder (`pageFeature`), written in the remote's bootstrap so
   * that webpack resolves it there: `(feature) => import(`./features/${feature}/index.ts`)`.
   */
  load: (feature: string) => Promise<{ default: ComponentType<Record<string, SlotStandIn>> }>;
  /** What fills a slot hosting `module` (e.g. 'booking/BookingPanel'); by default a note naming it. */
  slots?: Partial<Record<string, SlotStandIn>>;
  /** Harness-only routes beside the pages; unknown paths get a note. */
  pages?: HarnessPage[];
  /** Shown at the end of the nav (e.g. who is signed in). */
  status?: ReactNode;
  /** Rendered after the page (e.g. a floating widget). */
  after?: ReactNode;
  /** The remote's catalog of a language: `(locale) => import(`./messages/${locale}.json`)` (docs/architecture.md §15). */
  messages: (locale: Locale) => Promise<{ default: Messages }>;
}

const note = (text: string) => <p className="hv-harness-note">{text}</p>;

/** The table's pages as harness routes, each module loaded once by `load`. */
function tablePages({ table, load, slots = {} }: HarnessOptions): HarnessPage[] {
  return table.map(({ path, module, title, slots: hosted = {} }) => {
    const Page = lazy(() => load(pageFeature(module)));
    const props = Object.fromEntries(
      Object.entries(hosted).map(([prop, slot]) => [prop, slots[slot.module] ?? (() => note(`${slot.module} (provided by the shell)`))]),
    );
    return {
      path,
      label: path.includes(':') ? undefined : title === SITE_TITLE ? 'Home' : title,
      element: (
        <Suspense fallback={note('Loading…')}>
          <Page {...props} />
        </Suspense>
      ),
    };
  });
}

function Harness({ name, pages, status, after, basename }: { name: string; pages: HarnessPage[]; status?: ReactNode; after?: ReactNode; basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>{name} (standalone)</strong>
        {pages
          .filter((page) => page.label)
          .map(({ path, label }) => (
            <Link key={path} to={path}>
              {label}
            </Link>
          ))}
        {status}
      </nav>
      <main>
        <Routes>
          {pages.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          {!pages.some((p) => p.path === '/') && <Route path="/" element={note('Pick a page above.')} />}
          <Route path="*" element={note('Not part of this remote; see the shell.')} />
        </Routes>
      </main>
      {after}
      <ToastContainer position="top-right" />
    </BrowserRouter>
  );
}

export function startHarness(options: HarnessOptions): void {
  const root = document.getElementById('root')!;
  const pages = [...tablePages(options), ...(options.pages ?? [])];
  // The language from the URL, as in the shell (/es/rooms).
  const { locale, basename } = localeOfPath(location.pathname);
  Promise.all([loadRuntimeConfig('/config.json'), options.messages(locale)]).then(
    ([, messages]) => {
      activateLocale(locale, messages.default);
      useAuthStore.getState().init?.();
      createRoot(root).render(
        <StrictMode>
          <Harness name={options.name} pages={pages} status={options.status} after={options.after} basename={basename} />
        </StrictMode>,
      );
    },
    (e: unknown) => {
      root.textContent = `Could not load /config.json: ${String(e)}`;
    },
  );
}
