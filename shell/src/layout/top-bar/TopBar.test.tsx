import { DEFAULT_AVATAR, MESSAGES, useAuthStore, type AuthUser } from '@hotel/shared';
import { ada, asStaff, renderRemote, signOutTestUser, stubAuthProvider } from '@hotel/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { TopBar } from './TopBar';


/**
 * The top bar stays on every page (the shell's layout); `user` signed in when given. As it first
 * paints: its language and currency choices come after the first content (Choices.test.tsx).
 */
const renderBar = (path: string, user?: Partial<AuthUser>) =>
  renderRemote(<TopBar contentIn={false} />, { path, route: '*', user: user && { ...ada, ...user } });

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const location = () => screen.getByTestId('location');
const avatarButton = () => screen.getByRole('button', { name: /^Account menu for / });

describe('TopBar navigation', () => {
  it('shows the brand link home and the links Rooms, My Bookings, Contact in the centre', () => {
    renderBar('/');
    expect(screen.getByRole('link', { name: 'Harborview home' })).toHaveAttribute('href', '/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Rooms', '/rooms'],
      ['My Bookings', '/my-bookings'],
      ['Contact', '/contact'],
    ]);
    links.forEach((l) => expect(l).not.toHaveAttribute('aria-current'));
  });

  it.each([
    ['/rooms', 'Rooms'],
    ['/my-bookings', 'My Bookings'],
    ['/contact', 'Contact'],
  ])('on %s only "%s" is marked as the current page', (path, label) => {
    renderBar(path);
    for (const link of within(mainNav()).getAllByRole('link')) {
      if (link.textContent === label) {
        expect(link).toHaveAttribute('aria-current', 'page');
        expect(link.className).toMatch(/\bactive\b/);
      } else {
        expect(link).not.toHaveAttribute('aria-current');
        expect(link.className).not.toMatch(/\bactive\b/);
      }
    }
  });

  it('clicking a link navigates and moves the highlight', async () => {
    const user = userEvent.setup();
    renderBar('/rooms');
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    expect(location()).toHaveTextContent('/contact');
    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Rooms' })).not.toHaveAttribute('aria-current');
  });
});

describe('TopBar signed out', () => {
  it('shows Login and Register and no account menu', () => {
    renderBar('/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('TopBar signed in', () => {
  it('replaces Login/Register by a round avatar button; its menu shows name, e-mail and Logout', async () => {
    const user = userEvent.setup();
    renderBar('/', { displayName: 'Ada Lovelace', email: 'ada@example.com' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

    const button = avatarButton();
    expect(button).toHaveAccessibleName('Account menu for Ada Lovelace');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('img')).toHaveClass('avatar');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('user-menu');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeEnabled();

    await user.click(button);
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it.each([null, '', '   '])('display name %p falls back to "User"', async (displayName) => {
    const user = userEvent.setup();
    renderBar('/', { displayName, email: 'nameless@example.com' });
    expect(avatarButton()).toHaveAccessibleName('Account menu for User');
    await user.click(avatarButton());
    const menu = screen.getByTestId('user-menu');
    expect(within(menu).getByText('User')).toBeInTheDocument();
    expect(within(menu).getByText('nameless@example.com')).toBeInTheDocument();
  });

  it('the menu closes on a click outside it and on Escape (focus back on the avatar)', async () => {
    const user = userEvent.setup();
    renderBar('/', {});
    await user.click(avatarButton());
    await user.click(within(screen.getByTestId('user-menu')).getByText('ada@example.com'));
    expect(screen.getByTestId('user-menu')).toBeInTheDocument(); // a click inside keeps it open

    await user.click(document.body);
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();

    await user.click(avatarButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    expect(avatarButton()).toHaveFocus();
  });

  it('Logout signs out through the store, closes the menu and shows the info toast', async () => {
    const user = userEvent.setup();
    const { logout } = stubAuthProvider();
    renderBar('/', {});
    await user.click(avatarButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(MESSAGES.logoutSuccess));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('Logout is disabled while the store is busy', async () => {
    const user = userEvent.setup();
    renderBar('/', {});
    act(() => useAuthStore.setState({ loading: true }));
    await user.click(avatarButton());
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDisabled();
  });

  it('signing out elsewhere (store change) brings Login/Register back', () => {
    renderBar('/', {});
    expect(avatarButton()).toBeInTheDocument();
    act(() => signOutTestUser());
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
  });
});

describe('TopBar avatar picture', () => {
  it('shows the profile picture when there is one', () => {
    renderBar('/', { photoURL: 'https://images.example/ada.jpg' });
    expect(avatarButton().querySelector('img')).toHaveAttribute('src', 'https://images.example/ada.jpg');
  });

  it.each([null, ''])('a missing picture (%p) shows the default avatar', (photoURL) => {
    renderBar('/', { photoURL });
    expect(avatarButton().querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('a picture that fails to load is replaced by the default avatar, in the button and in the menu', async () => {
    const user = userEvent.setup();
    renderBar('/', { photoURL: 'https://images.example/broken.jpg' });
    const img = avatarButton().querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);
    fireEvent.error(img); // the default failing too does not loop
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);

    await user.click(avatarButton());
    const menuImg = screen.getByTestId('user-menu').querySelector('img')!;
    expect(menuImg).toHaveAttribute('src', 'https://images.example/broken.jpg');
    fireEvent.error(menuImg);
    expect(menuImg).toHaveAttribute('src', DEFAULT_AVATAR);
  });
});

describe('TopBar small-screen menu', () => {
  const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ });

  it('the toggle opens and closes a dropdown with the same links plus Login and Register', async () => {
    const user = userEvent.setup();
    renderBar('/rooms');
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('mobile-menu');
    expect(toggle()).toHaveAttribute('aria-controls', panel.id);
    const nav = within(panel).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Rooms', 'My Bookings', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(panel).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('closes on Escape, on a click outside it and after navigating', async () => {
    const user = userEvent.setup();
    renderBar('/');
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    await user.click(toggle());
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('navigation')); // inside: stays open
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    await user.click(toggle());
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'My Bookings' }));
    expect(location()).toHaveTextContent('/my-bookings');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('signed in: the dropdown holds the user block and Logout instead of Login/Register', async () => {
    const user = userEvent.setup();
    const { logout } = stubAuthProvider();
    logout.mockRejectedValueOnce(new Error('network down'));
    renderBar('/', { displayName: null, email: 'grace@example.com', photoURL: null });
    await user.click(toggle());
    const panel = screen.getByTestId('mobile-menu');
    expect(within(panel).getByText('User')).toBeInTheDocument();
    expect(within(panel).getByText('grace@example.com')).toBeInTheDocument();
    expect(panel.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(within(panel).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.logoutFailed));
    expect(toast.info).not.toHaveBeenCalled();
  });
});

describe('TopBar for the hotel staff (docs/product.md "Front desk")', () => {
  const navLabels = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);

  it('staff get a "Front desk" link to /hotel in the bar and in the small-screen menu, highlighted on every front-desk page', async () => {
    const user = userEvent.setup();
    renderRemote(<TopBar contentIn={false} />, { path: '/hotel/bookings', route: '*', ...asStaff });
    expect(navLabels(mainNav())).toEqual(['Rooms', 'My Bookings', 'Contact', 'Front desk']);
    const desk = within(mainNav()).getByRole('link', { name: 'Front desk' });
    expect(desk).toHaveAttribute('href', '/hotel');
    expect(desk).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = within(screen.getByTestId('mobile-menu')).getByRole('navigation', { name: 'Mobile' });
    expect(navLabels(mobile)).toEqual(['Rooms', 'My Bookings', 'Contact', 'Front desk']);
  });

  it('a guest and a visitor see no front desk', () => {
    const guest = renderBar('/', {});
    expect(navLabels(mainNav())).toEqual(['Rooms', 'My Bookings', 'Contact']);
    guest.unmount();
    signOutTestUser();
    renderBar('/');
    expect(navLabels(mainNav())).toEqual(['Rooms', 'My Bookings', 'Contact']);
  });
});
