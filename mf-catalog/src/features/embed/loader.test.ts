// The partner loader public/embed.js (mf-catalog/README.md, "Partner embed"): what it hands to
// catalog/embed's mount(). The page here is a federation host whose runtime stands in for the real
// one (the e2e suite drives the real one on the partner demo page); config.json is faked at HTTP.
import { server } from '@hotel/shared/testing';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOADER = readFileSync(join(__dirname, '../../../public/embed.js'), 'utf8');
const CATALOG = 'http://catalog.test';
const config = { apiBase: 'http://api.from-config.test', siteUrl: 'http://www.from-config.test' };

let mounts: Array<{ id: string; options: Record<string, unknown> }>;
let configReads: number;
const observers: MutationObserver[] = [];

/** The loader's observer, kept so each test can stop the one it started. */
class TrackedObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super(callback);
    observers.push(this);
  }
}

function catalogServes(answer: HttpResponseResolver) {
  server.use(
    http.get(`${CATALOG}/config.json`, (info) => {
      configReads += 1;
      return answer(info);
    }),
  );
}

/** The partner's page: `html`, then <script src="{catalog}/embed.js">. */
function page(html: string) {
  document.body.innerHTML = html;
  const w = window as unknown as Record<string, unknown>;
  w.__FEDERATION__ = {
    __INSTANCES__: [
      {
        options: { remotes: [{ name: 'catalog' }] },
        registerRemotes: () => undefined,
        loadRemote: async () => ({
          mount: (el: HTMLElement, options: Record<string, unknown>) => {
            mounts.push({ id: el.id, options });
            return Object.assign(() => undefined, { update: () => undefined });
          },
        }),
      },
    ],
  };
  const script = document.createElement('script');
  script.src = `${CATALOG}/embed.js`;
  document.head.append(script);
  new Function('MutationObserver', LOADER)(TrackedObserver);
}

const errors = () => {
  const seen: string[] = [];
  document.addEventListener('harborview:error', (e) => seen.push((e as CustomEvent<{ message: string }>).detail.message));
  return seen;
};

beforeEach(() => {
  mounts = [];
  configReads = 0;
});

afterEach(() => {
  observers.splice(0).forEach((o) => o.disconnect());
  delete (window as unknown as Record<string, unknown>).harborview;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('embed.js', () => {
  it("takes the API and the main site from the catalog's own config.json, and the stay presets from the element", async () => {
    catalogServes(() => HttpResponse.json(config));
    page('<div id="rooms" data-harborview-rooms data-check-in="2027-05-01" data-check-out="2027-05-04" data-guests="2" data-max-price="300"></div>');
    await waitFor(() => expect(mounts).toHaveLength(1));
    expect(mounts[0]).toEqual({
      id: 'rooms',
      options: { api: config.apiBase, site: config.siteUrl, maxPrice: 300, checkIn: '2027-05-01', checkOut: '2027-05-04', guests: 2 },
    });
  });

  it('data-api and data-site win over config.json; with both, config.json is not asked for', async () => {
    catalogServes(() => HttpResponse.json(config));
    page(
      '<div id="own" data-harborview-rooms data-api="http://api.partner.test" data-site="http://www.partner.test"></div>' +
        '<div id="site-only" data-harborview-rooms data-site="http://www.partner.test"></div>',
    );
    await waitFor(() => expect(mounts).toHaveLength(2));
    const byId = Object.fromEntries(mounts.map((m) => [m.id, m.options]));
    expect(byId.own).toEqual({ api: 'http://api.partner.test', site: 'http://www.partner.test' });
    expect(byId['site-only']).toEqual({ api: config.apiBase, site: 'http://www.partner.test' });
    expect(configReads).toBe(1);
  });

  it('config.json is read once for every list on the page', async () => {
    catalogServes(() => HttpResponse.json(config));
    page('<div id="a" data-harborview-rooms></div><div id="b" data-harborview-rooms></div>');
    await waitFor(() => expect(mounts).toHaveLength(2));
    expect(configReads).toBe(1);
  });

  it('without config.json and without attributes the element gets harborview:error and no list', async () => {
    catalogServes(() => new HttpResponse(null, { status: 404 }));
    const seen = errors();
    page('<div id="rooms" data-harborview-rooms></div>');
    await waitFor(() =>
      expect(seen).toEqual([
        'Harborview embed: no API or site URL',
      ]),
    );
    expect(mounts).toEqual([]);
  });
});
