// The top bar's display currency (docs/product.md "Currencies"): a labelled list beside the language
// switch (in the menu on a small screen), remembered, and set by a shared link's ?currency=.
import { CURRENCY_STORAGE_KEY } from '@hotel/shared/currency';
import { renderRemote, seeIn } from '@hotel/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from './TopBar';

/** The picker loads after the first content (the `choices` chunk): a guest sees it once it is in. */
const picker = async () => (await screen.findAllByRole('combobox', { name: 'Currency' }))[0]!;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('CurrencyPicker', () => {
  it('lists the display currencies, dollars first for a first visit from the US, and remembers the pick', async () => {
    seeIn('USD');
    localStorage.removeItem(CURRENCY_STORAGE_KEY);
    renderRemote(<TopBar contentIn />, { path: '/', route: '*' });
    expect(await picker()).toHaveValue('USD');
    expect(within(await picker()).getAllByRole('option').map((o) => o.textContent)).toEqual(['USD', 'EUR', 'GBP', 'MXN', 'JPY', 'CAD']);
    await userEvent.selectOptions(await picker(), 'EUR');
    expect(await picker()).toHaveValue('EUR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });

  it('a shared link ?currency=EUR opens in euros; picking another drops it from the link and keeps the stay', async () => {
    seeIn('GBP');
    const link = '/rooms?checkIn=2026-12-01&checkOut=2026-12-03&guests=2&currency=EUR';
    window.history.replaceState(null, '', link);
    renderRemote(<TopBar contentIn />, { path: link, route: '*' });
    expect(await picker()).toHaveValue('EUR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
    await userEvent.selectOptions(await picker(), 'JPY');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('JPY');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rooms\?checkIn=2026-12-01&checkOut=2026-12-03&guests=2$/);
  });

  it('on a small screen it is in the menu, with its label on screen', async () => {
    seeIn('CAD');
    renderRemote(<TopBar contentIn />, { path: '/', route: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(await within(menu).findByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    expect(within(menu).getByText('Currency')).toBeVisible();
  });
});
