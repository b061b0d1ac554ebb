// The booking overlay (mf-catalog/README.md, "Booking inside the embed"): embed.js's open, close,
// init and namespaces, and public/embed-overlay.js, which the first `open` loads. jsdom loads no
// script by its src, so the test runs embed-overlay.js itself once embed.js has asked for it; the
// frame's window is the iframe's own (about:blank here), and its messages are MessageEvents from it.
import { server } from '@hotel/shared/testing';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (file: string) => readFileSync(join(__dirname, '../../../public', file), 'utf8');
const LOADER = read('embed.js');
const OVERLAY = read('embed-overlay.js');
const CATALOG = 'http://catalog.test';
const SITE = 'http://www.from-config.test';

type Harborview = ((...args: unknown[]) => void) & { q?: unknown[]; ns: Record<string, (...args: unknown[]) => void> };
const hv = () => (window as unknown as { harborview: Harborview }).harborview;
const observers: MutationObserver[] = [];
let seen: Array<{ type: string; detail: Record<string, unknown> }>;
const EVENTS = ['open', 'close', 'booking-submitted', 'booked', 'error'].map((e) => `harborview:${e}`);
const record = (e: Event) => seen.push({ type: e.type, detail: (e as CustomEvent).detail });

/** The partner's page: its HTML, what it queued before the loader, then <script src="{catalog}/embed.js">. */
function page(html: string, before?: () => void) {
  document.body.innerHTML = html;
  before?.();
  const script = document.createElement('script');
  script.src = `${CATALOG}/embed.js`;
  document.head.append(script);
  new Function('MutationObserver', LOADER)(
    class extends MutationObserver {
      constructor(cb: MutationCallback) {
        super(cb);
        observers.push(this);
      }
    },
  );
}

const overlayScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === `${CATALOG}/embed-overlay.js`);

/** What the browser does with the <script> embed.js added for the overlay. */
async function overlayLoads() {
  await waitFor(() => expect(overlayScripts()).toHaveLength(1));
  new Function(OVERLAY)();
}

const host = () => document.querySelector('harborview-overlay');
/**
 * jsdom gives an iframe in a shadow root no window: the overlay's frame gets the window of an
 * iframe of the test's own (about:blank), which stands in for our site's page.
 */
let frameWindow: Window;
const realContentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
beforeAll(() => {
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      return this.classList.contains('frame') ? frameWindow : realContentWindow.get!.call(this);
    },
  });
});
afterAll(() => Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', realContentWindow));
const inside = (selector: string) => host()?.shadowRoot?.querySelector(selector) as HTMLElement | null;
const frame = () => inside('iframe') as HTMLIFrameElement;

/** A message from the frame (its window, `origin`). */
function fromFrame(data: unknown, origin = SITE, source: Window | null = frame().contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  const standIn = document.createElement('iframe');
  document.documentElement.append(standIn);
  frameWindow = standIn.contentWindow!;
  seen = [];
  EVENTS.forEach((t) => document.addEventListener(t, record));
  server.use(http.get(`${CATALOG}/config.json`, () => HttpResponse.json({ apiBase: 'http://api.test', siteUrl: SITE })));
});

afterEach(async () => {
  // Closed, and its history entry gone, so this test's overlay leaves the next one alone.
  hv()?.('close');
  await waitFor(() => expect((history.state as { harborviewOverlay?: string } | null)?.harborviewOverlay).toBeUndefined());
  EVENTS.forEach((t) => document.removeEventListener(t, record));
  observers.splice(0).forEach((o) => o.disconnect());
  host()?.remove();
  delete (window as unknown as Record<string, unknown>).harborview;
  document.documentElement.style.overflow = '';
  document.documentElement.querySelectorAll(':scope > iframe').forEach((f) => f.remove());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('harborview("open") on a partner page', () => {
  it('runs calls queued in the function stub before the loader, and loads nothing of the booking until open', async () => {
    page('<button id="book">Book</button>', () => {
      // The partner's snippet: a stub that keeps its calls until embed.js has loaded.
      const stub = function (...args: unknown[]) {
        (stub.q = stub.q || []).push(args);
      } as unknown as Harborview;
      (window as unknown as { harborview: Harborview }).harborview = stub;
      stub('init', { namespace: 'summer', promo: 'SUMMER', guests: 2 });
    });
    expect(overlayScripts()).toEqual([]);
    expect(typeof hv().ns.summer).toBe('function');

    hv().ns.summer!('open', { roomId: 'r1', checkIn: '2027-05-01', checkOut: '2027-05-03' });
    await overlayLoads();
    await waitFor(() =>
      expect(frame().getAttribute('src')).toBe(`${SITE}/partner/book?roomId=r1&checkIn=2027-05-01&checkOut=2027-05-03&guests=2&promo=SUMMER`),
    );
    expect(seen).toEqual([
      { type: 'harborview:open', detail: { namespace: 'summer', roomId: 'r1', checkIn: '2027-05-01', checkOut: '2027-05-03', guests: 2, promo: 'SUMMER' } },
    ]);
    // A second open while one is on screen adds nothing.
    hv()('open', { roomId: 'r2' });
    expect(document.querySelectorAll('harborview-overlay')).toHaveLength(1);
  });

  it('takes the array queue too, and names the site itself when told', async () => {
    page('', () => {
      (window as unknown as { harborview: unknown[] }).harborview = [['open', { site: 'http://own.test/', guests: 3 }]];
    });
    await overlayLoads();
    await waitFor(() => expect(frame().getAttribute('src')).toBe('http://own.test/partner/book?guests=3'));
    expect(seen.map((e) => e.detail.namespace)).toEqual(['default']);
  });

  it('is a modal dialog: focus inside, the page inert and still, and Escape, the close button or close() give it all back', async () => {
    page('<header><button id="book">Book</button></header><main><a href="#x">Partner link</a></main>');
    const opener = document.getElementById('book')!;
    let loaded = false;
    const close = async (how: () => void) => {
      opener.focus();
      hv()('open', {});
      if (!loaded) await overlayLoads();
      loaded = true;
      await waitFor(() => expect(host()).not.toBeNull());
      const dialog = inside('[role="dialog"]')!;
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.getAttribute('aria-label')).toBe('Book at Harborview Hotel');
      expect(host()!.shadowRoot!.activeElement).toBe(dialog);
      expect(document.querySelector('header')!.inert).toBe(true);
      expect(document.querySelector('main')!.inert).toBe(true);
      expect(document.documentElement.style.overflow).toBe('hidden');
      how();
      expect(host()).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(document.querySelector('header')!.inert).toBe(false);
      expect(document.documentElement.style.overflow).toBe('');
    };
    await close(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    await close(() => inside('button[aria-label="Close"]')!.click());
    await close(() => hv()('close'));
    expect(seen.map((e) => e.type)).toEqual(Array(3).fill(['harborview:open', 'harborview:close']).flat());
  });

  it("the browser's back button closes it, and closing it otherwise takes its history entry away", async () => {
    page('<button id="book">Book</button>');
    const entry = () => (history.state as { harborviewOverlay?: string } | null)?.harborviewOverlay;
    const at = location.href;
    hv()('open', { namespace: 'blog' });
    await overlayLoads();
    await waitFor(() => expect(host()).not.toBeNull());
    expect(entry()).toBe('blog');
    expect(location.href).toBe(at); // an entry, not an address
    history.back();
    await waitFor(() => expect(host()).toBeNull());
    expect(entry()).toBeUndefined();

    // Closed by its button, then opened again at once: one entry of ours, whatever the order the browser answers in.
    hv()('open', { namespace: 'blog' });
    expect(entry()).toBe('blog');
    inside('button[aria-label="Close"]')!.click();
    hv()('open', { namespace: 'blog' });
    await waitFor(() => expect(entry()).toBe('blog'));
    hv()('close');
    await waitFor(() => expect(entry()).toBeUndefined());
    expect(host()).toBeNull();
    expect(seen.map((e) => e.type)).toEqual(Array(3).fill(['harborview:open', 'harborview:close']).flat());
  });

  it('speaks the protocol with its own frame only: welcome to the site, events on the page with the namespace, close from the frame', async () => {
    page('');
    hv()('open', { namespace: 'blog', roomId: 'r1', promo: 'SPRING' });
    await overlayLoads();
    await waitFor(() => expect(frame().getAttribute('src')).toContain('/partner/book?'));
    const toFrame = jest.spyOn(frame().contentWindow!, 'postMessage');

    // Another origin, or another window, is not our frame.
    fromFrame({ harborview: 1, type: 'hello' }, 'http://evil.test');
    fromFrame({ harborview: 1, type: 'hello' }, SITE, window);
    expect(toFrame).not.toHaveBeenCalled();
    expect(inside('[role="status"]')!.hidden).toBe(false);

    fromFrame({ harborview: 1, type: 'hello' });
    expect(toFrame).toHaveBeenCalledWith(
      { harborview: 1, type: 'welcome', namespace: 'blog', options: { namespace: 'blog', roomId: 'r1', promo: 'SPRING' } },
      SITE,
    );
    expect(inside('[role="status"]')!.hidden).toBe(true); // the frame's own header takes over

    fromFrame({ harborview: 1, type: 'event', name: 'booking-submitted', detail: { roomId: 'r1' } });
    fromFrame({ harborview: 1, type: 'event', name: 'booked', detail: { confirmationCode: 'HV-7K3M9Q', receipt: 'a.b.c' } });
    fromFrame({ harborview: 1, type: 'event', name: 'anything-else', detail: {} });
    fromFrame({ harborview: 2, type: 'event', name: 'booked', detail: {} }); // a protocol we do not speak
    fromFrame({ harborview: 1, type: 'event', name: 'close' });
    expect(host()).toBeNull();
    expect(seen).toEqual([
      { type: 'harborview:open', detail: { namespace: 'blog', roomId: 'r1', promo: 'SPRING' } },
      { type: 'harborview:booking-submitted', detail: { namespace: 'blog', roomId: 'r1' } },
      { type: 'harborview:booked', detail: { namespace: 'blog', confirmationCode: 'HV-7K3M9Q', receipt: 'a.b.c' } },
      { type: 'harborview:close', detail: { namespace: 'blog' } },
    ]);
  });

  it("close names a namespace: another embed's close leaves it open", async () => {
    page('');
    hv()('init', { namespace: 'a' });
    hv()('init', { namespace: 'b' });
    hv().ns.a!('open', {});
    await overlayLoads();
    await waitFor(() => expect(host()).not.toBeNull());
    hv().ns.b!('close');
    expect(host()).not.toBeNull();
    hv().ns.a!('close');
    expect(host()).toBeNull();
  });

  it("speaks the embed's language: Spanish words and /es/partner/book from `lang`, or from the rooms list's data-lang", async () => {
    page('<button id="book">Reservar</button>');
    hv()('init', { namespace: 'es', lang: 'es' });
    hv().ns.es!('open', { roomId: 'r1' });
    await overlayLoads();
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${SITE}/es/partner/book?roomId=r1`));
    expect(inside('[role="dialog"]')!.getAttribute('aria-label')).toBe('Reservar en Harborview Hotel');
    expect(inside('[role="dialog"]')!.getAttribute('lang')).toBe('es');
    expect(inside('[role="status"]')!.firstChild!.textContent).toBe('Cargando Harborview…');
    expect(inside('button')!.getAttribute('aria-label')).toBe('Cerrar');
    expect(frame().title).toBe('Reservar en Harborview Hotel');
    hv()('close');

    // No `lang`: the page's rooms list says it (added after the loader, so it mounts nothing here).
    observers.splice(0).forEach((o) => o.disconnect());
    document.body.insertAdjacentHTML('beforeend', '<div data-harborview-rooms data-lang="es"></div>');
    hv()('open', { roomId: 'r2' });
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${SITE}/es/partner/book?roomId=r2`));
    expect(inside('button')!.getAttribute('aria-label')).toBe('Cerrar');
    hv()('close');

    // A language the site does not speak: English, unprefixed.
    hv()('open', { roomId: 'r3', lang: 'xx' });
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${SITE}/partner/book?roomId=r3`));
    expect(inside('button')!.getAttribute('aria-label')).toBe('Close');
  });

  it("shows the frame's prices in the embed's currency: `currency`, or the rooms list's data-currency", async () => {
    page('<button id="book">Book</button>');
    hv()('open', { roomId: 'r1', currency: 'eur' });
    await overlayLoads();
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${SITE}/partner/book?roomId=r1&currency=EUR`));
    hv()('close');

    observers.splice(0).forEach((o) => o.disconnect());
    document.body.insertAdjacentHTML('beforeend', '<div data-harborview-rooms data-currency="JPY"></div>');
    hv()('open', { roomId: 'r2' });
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${SITE}/partner/book?roomId=r2&currency=JPY`));
    hv()('close');
  });
});
