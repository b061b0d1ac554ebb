// One page load, from main.js to the first paint: startEarly learns what the page needs once, and
// the bootstrap consumes that value and repeats none of it (docs/architecture.md §10, "main.js").
import { server, TEST_API } from '@hotel/shared/testing';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { boot } from './bootstrap';
import { pageTables } from './startup/pageTables';
import { remoteUrls } from './startup/remoteUrls';
import { startEarly } from './startup/startEarly';
import { manifestHandlers, TEST_TABLES } from './testing/pageTables';

jest.mock('@module-federation/enhanced/runtime', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
    preloadRemote: jest.fn(() => Promise.resolve()),
    // Each module names itself.
    loadRemote: jest.fn(async (id: string) => ({ default: () => createElement('h1', null, id) })),
  };
});
// The same modules, counted.
jest.mock('./startup/remoteUrls', () => {
  const actual = jest.requireActual<typeof import('./startup/remoteUrls')>('./startup/remoteUrls');
  return { ...actual, remoteUrls: jest.fn(actual.remoteUrls) };
});
jest.mock('./startup/pageTables', () => {
  const actual = jest.requireActual<typeof import('./startup/pageTables')>('./startup/pageTables');
  return {
    pageTables: jest.fn(() => {
      const tables = actual.pageTables();
      jest.spyOn(tables, 'learn');
      return tables;
    }),
  };
});

const REMOTES = Object.fromEntries(Object.keys(TEST_TABLES).map((r) => [r, `http://${r}.test/mf-manifest.json`]));
// Overrides allowed: this visitor's URLs come from the release code, the longer way.
const CONFIG = { apiBase: TEST_API, siteUrl: 'http://site.test', remotes: REMOTES, overrides: true, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };

// boot renders with its own root, as in the browser (no act() around it, no warning about one).
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => void (act.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => void (act.IS_REACT_ACT_ENVIRONMENT = true));

it('registers the remotes once, learns the page tables once and resolves the URLs once per load', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => void asked.push(request.url));
  server.use(http.get('http://localhost/config.json', () => HttpResponse.json(CONFIG)), ...manifestHandlers());
  history.pushState(null, '', '/rooms');
  const root = document.body.appendChild(document.createElement('div'));

  await boot(startEarly('http://localhost/config.json', '/rooms'), root);
  expect(await screen.findByRole('heading', { name: 'catalog/RoomsPage' })).toBeInTheDocument();

  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith(Object.entries(REMOTES).map(([name, entry]) => ({ name, entry })));
  expect(remoteUrls).toHaveBeenCalledTimes(1);
  expect(pageTables).toHaveBeenCalledTimes(1);
  expect(jest.mocked(pageTables).mock.results[0]!.value.learn).toHaveBeenCalledTimes(1);
  // config.json and each manifest, once.
  expect([...asked].sort()).toEqual(["http://localhost/config.json", ...Object.values(REMOTES)].sort());
});
