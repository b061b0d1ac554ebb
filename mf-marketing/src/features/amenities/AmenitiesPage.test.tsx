import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@hotel/shared/testing';
import AmenitiesPage from './AmenitiesPage';

const NINE = [
  'Free WiFi',
  'Valet Parking',
  'Fitness Center',
  'Coffee Lounge',
  'Business Center',
  '24/7 Security',
  'Concierge',
  'Airport Shuttle',
  'Entertainment',
];

describe('AmenitiesPage', () => {
  it('is titled "World-Class Amenities"', () => {
    renderRemote(<AmenitiesPage />, { path: '/amenities' });
    expect(screen.getByRole('heading', { level: 1, name: 'World-Class Amenities' })).toBeInTheDocument();
  });

  it('lists the nine amenities of docs/product.md, each with a description', () => {
    renderRemote(<AmenitiesPage />, { path: '/amenities' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(NINE);
    for (const h of headings) {
      const description = h.nextElementSibling;
      expect(description?.tagName).toBe('P');
      expect(description?.textContent?.trim()).not.toBe('');
    }
  });

  it('shows the four statistics', () => {
    renderRemote(<AmenitiesPage />, { path: '/amenities' });
    const stats = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(stats).toEqual({
      'Premium services': '50+',
      'Concierge support': '24/7',
      'Service rating': '5-star',
      'Guest satisfaction': '100%',
    });
  });

  it('ends with a call to action to browse the rooms', async () => {
    const user = userEvent.setup();
    renderRemote(<AmenitiesPage />, { path: '/amenities' });
    const cta = screen.getByRole('link', { name: 'Browse Rooms' });
    expect(cta).toHaveAttribute('href', '/rooms');
    await user.click(cta);
    expect(screen.getByText('Page /rooms')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(document.body).queryByText('Free WiFi')).not.toBeInTheDocument();
  });
});
