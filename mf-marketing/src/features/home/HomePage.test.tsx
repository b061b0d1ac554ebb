import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('shows the first hero slide with its "Explore Rooms" call to action', () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay' })).toBeInTheDocument();
    expect(screen.getByText(/premium hotel rooms with world-class amenities and exceptional service/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Rooms' })).toHaveAttribute('href', '/rooms');
  });

  it('links to the rooms ("Book Your Stay", "Browse All Rooms") and to the contact page ("Contact Us")', () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('link', { name: 'Book Your Stay' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Browse All Rooms' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('following the links navigates in the app', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/', <HomePage />);
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByText('Stub /contact')).toBeInTheDocument();
    unmount();
    renderAt('/', <HomePage />);
    await user.click(screen.getByRole('link', { name: 'Explore Rooms' }));
    expect(screen.getByText('Stub /rooms')).toBeInTheDocument();
  });
});
