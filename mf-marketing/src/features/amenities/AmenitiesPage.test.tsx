import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing';
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
    renderAt('/amenities', <AmenitiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'World-Class Amenities' })).toBeInTheDocument();
  });

  it('lists the nine amenities of docs/product.md, each with a description', () => {
    renderAt('/amenities', <AmenitiesPage />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(NINE);
    for (const h of headings) {
      const description = h.nextElementSibling;
      expect(description?.tagName).toBe('P');
      expect(description?.textContent?.trim()).not.toBe('');
    }
  });

  it('shows the four statistics', () => {
    renderAt('/amenities', <AmenitiesPage />);
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
    renderAt('/amenities', <AmenitiesPage />);
    const cta = screen.getByRole('link', { name: 'Browse Rooms' });
    expect(cta).toHaveAttribute('href', '/rooms');
    await user.click(cta);
    expect(screen.getByText('Stub /rooms')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(document.body).queryByText('Free WiFi')).not.toBeInTheDocument();
  });
});
