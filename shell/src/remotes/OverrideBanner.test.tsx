import { OVERRIDES_KEY } from '@hotel/shared/config/releases';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './OverrideBanner';
import { chosenUrls, resetOverrides, visitorRemotes } from '../startup/visitorRemotes';

const STABLE = 'https://cdn.test/mf-manifest.json';
const DEV = 'http://127.0.0.1:3101/mf-manifest.json';
const releases = { catalog: { stable: STABLE }, marketing: { stable: STABLE } };

beforeEach(() => localStorage.clear());

it('names the overridden remote and its URL, and Reset forgets the override', async () => {
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog: DEV }));
  const { overridden } = chosenUrls(visitorRemotes({ releases, overrides: true }, { location: { href: 'https://site.test/' } as Location }));
  const reload = jest.fn();
  render(<OverrideBanner overridden={overridden} onReset={() => resetOverrides(localStorage, reload)} />);
  const banner = screen.getByRole('region', { name: 'Local overrides' });
  expect(banner).toHaveTextContent(`Local override: catalog from ${DEV} (this browser only)`);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('is absent without an override', () => {
  const { overridden } = chosenUrls(visitorRemotes({ releases, overrides: true }, { location: { href: 'https://site.test/' } as Location }));
  render(<OverrideBanner overridden={overridden} />);
  expect(screen.queryByRole('region', { name: 'Local overrides' })).toBeNull();
});
