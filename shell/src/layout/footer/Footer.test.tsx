import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOTEL_INFO } from '@hotel/shared';
import { renderRemote } from '@hotel/shared/testing';
import { Footer } from './Footer';

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;

describe('Footer', () => {
  it('brand blurb with four social links, placeholders that go nowhere', () => {
    renderRemote(<Footer />, { path: '/', route: '*' });
    const brand = section('Harborview');
    expect(within(brand).getByText(/Premium rooms by the water/)).toBeInTheDocument();
    const social = within(brand).getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'X (Twitter)',
      'Instagram',
      'LinkedIn',
    ]);
    for (const link of links) {
      // Placeholders (docs/product.md §2): they go nowhere, like the policy links.
      expect(link.getAttribute('href')).toMatch(/^#/);
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('Quick Links: Home, Rooms, My Bookings, Amenities, routed in the app', async () => {
    const user = userEvent.setup();
    renderRemote(<Footer />, { path: '/contact', route: '*' });
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Rooms', '/rooms'],
      ['My Bookings', '/my-bookings'],
      ['Amenities', '/amenities'],
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Rooms' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rooms');
  });

  it('Contact Info: address, a tel: link and a mailto: link', () => {
    renderRemote(<Footer />, { path: '/', route: '*' });
    const contact = section('Contact Info');
    expect(within(contact).getByText(HOTEL_INFO.address)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: HOTEL_INFO.phone })).toHaveAttribute('href', 'tel:+15551234567');
    expect(within(contact).getByRole('link', { name: HOTEL_INFO.email })).toHaveAttribute(
      'href',
      `mailto:${HOTEL_INFO.email}`,
    );
  });

  it('copyright line with the current year, and the three policy links', () => {
    const year = new Date().getFullYear();
    renderRemote(<Footer />, { path: '/', route: '*' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${year} Harborview Hotel. All rights reserved.`)).toBeInTheDocument();
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^#/));
    }
  });

  it('a click on a placeholder (socials, policies) changes neither the URL nor the history', () => {
    renderRemote(<Footer />, { path: '/rooms', route: '*' });
    const before = { href: window.location.href, length: window.history.length };
    for (const name of ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn', 'Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      // fireEvent answers false when the page cancelled the click's default (following the link).
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(false);
    }
    expect({ href: window.location.href, length: window.history.length }).toEqual(before);
    expect(screen.getByTestId('location')).toHaveTextContent('/rooms');
  });

  it('the year follows the clock (and can be given explicitly)', () => {
    jest.useFakeTimers({ now: new Date(2031, 5, 15) });
    try {
      const { unmount } = renderRemote(<Footer />, { path: '/', route: '*' });
      expect(screen.getByText(/© 2031 Harborview Hotel/)).toBeInTheDocument();
      unmount();
    } finally {
      jest.useRealTimers();
    }
    renderRemote(<Footer year={1999} />, { path: '/', route: '*' });
    expect(screen.getByText(/© 1999 Harborview Hotel/)).toBeInTheDocument();
  });
});
