import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@hotel/shared/testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found', () => {
    renderRemote(<NotFoundPage />, { path: '/no/such/page', route: '*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('"Back to Home" goes to / and "Browse Rooms" to /rooms', async () => {
    const user = userEvent.setup();
    renderRemote(<NotFoundPage />, { path: '/no/such/page', route: '*' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Rooms' })).toHaveAttribute('href', '/rooms');
    await user.click(screen.getByRole('link', { name: 'Browse Rooms' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rooms');
  });
});
