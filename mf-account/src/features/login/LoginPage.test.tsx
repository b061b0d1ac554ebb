import { useAuthStore } from '@hotel/shared';
import { ada, firebaseError, renderRemote, stubAuthProvider } from '@hotel/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { googleFailsThenSignsIn, openAuthPage } from '../../ui/auth-form/authPage.fixture';
import LoginPage from './LoginPage';

let provider: ReturnType<typeof stubAuthProvider>;
beforeEach(() => (provider = stubAuthProvider()));

const setup = () => openAuthPage(<LoginPage />, '/login');

describe('LoginPage', () => {
  it('renders labelled fields, links and the Google button', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('opening the page starts loading the auth provider (a guest has not downloaded it before)', () => {
    setup();
    expect(provider.prepareSignIn).toHaveBeenCalledTimes(1);
  });

  it('toggles password visibility', async () => {
    const user = setup();
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('empty fields -> "Please fill in all fields." and the empty fields are marked invalid', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill in all fields.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(provider.login).not.toHaveBeenCalled();
  });

  it('success: logs in, toasts and goes to /', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(provider.login).toHaveBeenCalledWith('ada@example.com', 'Secret1');
    expect(await screen.findByText('Page /')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Login successful! Welcome back.');
  });

  it('sent here from a room ("Book Now" signed out): goes back to that room after logging in', async () => {
    const user = userEvent.setup();
    renderRemote(<LoginPage />, { path: { pathname: '/login', state: { from: '/room-details/abc' } } });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Page /room-details/abc')).toBeInTheDocument();
  });

  it('sent here from a room, "Register" takes that room along to the register page', async () => {
    const user = userEvent.setup();
    renderRemote(<LoginPage />, { path: { pathname: '/login', state: { from: '/room-details/abc?checkIn=2099-06-10' } } });
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByText('Page /register, back to /room-details/abc?checkIn=2099-06-10')).toBeInTheDocument();
  });

  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/user-not-found'])(
    'failure (%s) -> the login failure message, stays on the page',
    async (code) => {
      provider.login.mockRejectedValueOnce(firebaseError(code));
      const user = setup();
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
      expect(screen.queryByText('Page /')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    },
  );

  it('Google: success toasts a welcome and goes to /; failure shows the Google message', async () => {
    await googleFailsThenSignsIn(provider, <LoginPage />, '/login', 'Google login failed. Please try again.');
  });

  it('disables the buttons while the store is loading', () => {
    useAuthStore.setState({ loading: true, status: 'loading' });
    setup();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('a signed-in visitor is redirected to /', async () => {
    renderRemote(<LoginPage />, { path: '/login', user: ada });
    await waitFor(() => expect(screen.getByText('Page /')).toBeInTheDocument());
  });
});
