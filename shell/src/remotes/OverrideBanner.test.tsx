import { OVERRIDES_KEY } from '@hotel/shared/config/releases';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './OverrideBanner';
import { forgetChoice, resetOverrides, visitorRemotes } from './visitorRemotes';

const STABLE = 'https://cdn.test/mf-manifest.json';
const DEV = 'http://127.0.0.1:3101/mf-manifest.json';
const releases = { catalog: { stable: STABLE }, marketing: { stable: STABLE } };

beforeEach(() => {
  forgetChoice();
  localStorage.clear();
});

it('names the overridden remote and its URL, and Reset forgets the override', async () => {
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog: DEV }));
  visitorRemotes({ releases, overrides: true }, { location: { href: 'https://site.test/' } as Location });
  const reload = jest.fn();
  render(<OverrideBanner onReset={() => resetOverrides(localStorage, reload)} />);
  const banner = screen.getByRole('region', { name: 'Local overrides' });
  expect(banner).toHaveTextContent(`Local override: catalog from ${DEV} (this browser only)`);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('is absent without an override', () => {
  visitorRemotes({ releases, overrides: true }, { location: { href: 'https://site.test/' } as Location });
  render(<OverrideBanner />);
  expect(screen.queryByRole('region', { name: 'Local overrides' })).toBeNull();
});
