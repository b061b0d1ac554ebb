import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { fakeAuthState, firebaseError, renderAt, type FakeAuthState } from '../auth-form/testing';
import LoginPage from './LoginPage';

let mockAuth: FakeAuthState;
jest.mock('@hotel/shared', () => ({
  ...jest.requireActual('@hotel/shared'),
  useAuthStore: (select: (s: unknown) => unknown) => select(mockAuth),
}));
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => {
  mockAuth = fakeAuthState();
  jest.clearAllMocks();
});

const setup = () => {
  const user = userEvent.setup();
  renderAt('/login', <LoginPage />);
  return user;
};

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
    expect(mockAuth.login).not.toHaveBeenCalled();
  });

  it('success: logs in, toasts and goes to /', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(mockAuth.login).toHaveBeenCalledWith('ada@example.com', 'Secret1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Login successful! Welcome back.');
  });

  it('sent here from a room ("Book Now" signed out): goes back to that room after logging in', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/room-details/abc' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/room-details/abc" element={<p>Room abc</p>} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Room abc')).toBeInTheDocument();
  });

  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/user-not-found'])(
    'failure (%s) -> the login failure message, stays on the page',
    async (code) => {
      mockAuth.login.mockRejectedValueOnce(firebaseError(code));
      const user = setup();
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
      expect(screen.queryByText('Home page')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    },
  );

  it('Google: success toasts a welcome and goes to /; failure shows the Google message', async () => {
    mockAuth.loginWithGoogle.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google login failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('disables the buttons while the store is loading', () => {
    mockAuth.loading = true;
    setup();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('a signed-in visitor is redirected to /', async () => {
    mockAuth.status = 'signedIn';
    setup();
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
  });
});
