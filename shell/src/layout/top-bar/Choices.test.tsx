// The top bar's choices (the language switch, the display currency) and the page's hreflang
// alternates are not content: they come in their own chunk once the first content is on screen
// (docs/architecture.md §15), in places held for them, and then work as before.
import { renderRemote, speak } from '@hotel/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from './TopBar';

/** The alternates in the head: hreflang → path. */
const alternates = () =>
  Object.fromEntries([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((l) => [l.hreflang, new URL(l.href).pathname]));
const busyInBar = () => screen.getByRole('banner').querySelectorAll('[aria-busy="true"]');

afterEach(() => {
  document.head.querySelectorAll('link[rel="alternate"]').forEach((l) => l.remove());
  localStorage.clear();
});

describe('the top bar before and after the first content', () => {
  it('before it, the bar holds their places (busy, so the first view waits for them), with no switch, no list and no alternates', () => {
    renderRemote(<TopBar contentIn={false} />, { path: '/rooms', route: '*' });
    expect(screen.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(busyInBar()).toHaveLength(2);
    expect(alternates()).toEqual({});
  });

  it('once in: EN | ES link to this page and its stay in each language, named for a screen reader and reached by Tab; the alternates follow the path', async () => {
    const user = userEvent.setup();
    renderRemote(<TopBar contentIn />, { path: '/rooms?guests=2', route: '*' });
    const languages = await screen.findByRole('navigation', { name: 'Language' });
    expect(busyInBar()).toHaveLength(0);
    const english = within(languages).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/rooms?guests=2');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/rooms?guests=2');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(alternates()).toEqual({ en: '/rooms', es: '/es/rooms', 'x-default': '/rooms' });
    // A first visit's language (the browser's) is the guest's from now on.
    expect(localStorage.getItem('harborview-language')).toBe('en');

    // Brand, the three links, then English, Español and the list, in the bar's order.
    for (let i = 0; i < 5; i++) await user.tab();
    expect(english).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(alternates()).toEqual({ en: '/contact', es: '/es/contact', 'x-default': '/contact' });
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/contact');
  });

  it("a Spanish page (a shared /es/ link) becomes the guest's choice once the bar's choices are in", async () => {
    speak('es');
    localStorage.setItem('harborview-language', 'en');
    renderRemote(<TopBar contentIn />, { path: '/rooms', route: '*' });
    const languages = await screen.findByRole('navigation', { name: 'Idioma' });
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toBeInTheDocument();
    expect(localStorage.getItem('harborview-language')).toBe('es');
  });
});
