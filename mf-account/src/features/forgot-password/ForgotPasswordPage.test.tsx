import { ada, firebaseError, renderRemote, stubAuthProvider } from '@hotel/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { openAuthPage } from '../../ui/auth-form/authPage.fixture';
import ForgotPasswordPage from './ForgotPasswordPage';

let provider: ReturnType<typeof stubAuthProvider>;
beforeEach(() => (provider = stubAuthProvider()));

const setup = () => openAuthPage(<ForgotPasswordPage />, '/forget-password');
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('ForgotPasswordPage', () => {
  it('renders the e-mail field, the send button and links to login and register', () => {
    setup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(send()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it.each([
    { what: 'empty', typed: '', message: 'Please enter your email address.' },
    { what: 'bad shape', typed: 'ada@example', message: 'Please enter a valid email address.' },
  ])('$what -> "$message"', async ({ typed, message }) => {
    const user = setup();
    if (typed) await user.type(screen.getByLabelText('Email'), typed);
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(provider.resetPassword).not.toHaveBeenCalled();
  });

  it('success: sends to the trimmed address, toasts and confirms inline', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(send());
    expect(provider.resetPassword).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password reset email sent! Check your inbox.'));
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many requests. Please try again later.'],
    ['auth/internal-error', 'Failed to send reset email. Please try again.'],
  ])('provider error %s -> %s', async (code, message) => {
    provider.resetPassword.mockRejectedValueOnce(firebaseError(code));
    const user = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(send()).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a signed-in visitor is redirected to /', async () => {
    renderRemote(<ForgotPasswordPage />, { path: '/forget-password', user: ada });
    await waitFor(() => expect(screen.getByText('Page /')).toBeInTheDocument());
  });
});
