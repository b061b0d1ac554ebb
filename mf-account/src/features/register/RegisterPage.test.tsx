import { ada, firebaseError, renderRemote, stubAuthProvider } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { googleFailsThenSignsIn, openAuthPage } from '../../ui/auth-form/authPage.fixture';
import RegisterPage from './RegisterPage';

let provider: ReturnType<typeof stubAuthProvider>;
beforeEach(() => (provider = stubAuthProvider()));

const setup = () => openAuthPage(<RegisterPage />, '/register');

const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; photo?: string; password?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.photo) await user.type(screen.getByLabelText(/Photo URL/), values.photo);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
}

const rule = (label: string) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(label)
    .closest('li')!;

describe('RegisterPage', () => {
  it('renders the fields (photo optional), the checklist, Google and the login link', () => {
    setup();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText(/Photo URL/)).not.toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('live checklist: unmet rules turn red once typed, submit disabled while the password fails', async () => {
    const user = setup();
    expect(rule('At least 6 characters')).not.toHaveClass('unmet'); // not red before typing
    expect(submit()).toBeEnabled();

    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(rule('At least 6 characters')).toHaveClass('unmet');
    expect(rule('One uppercase letter')).toHaveClass('unmet');
    expect(rule('One lowercase letter')).toHaveClass('met');
    expect(submit()).toBeDisabled();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Password'), 'DEF');
    expect(rule('At least 6 characters')).toHaveClass('met');
    expect(rule('One uppercase letter')).toHaveClass('met');
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('missing required fields -> "Please fill in all fields."', async () => {
    const user = setup();
    await fill(user, { email: 'ada@example.com', password: 'Secret1' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please fill in all fields.');
    expect(provider.register).not.toHaveBeenCalled();
  });

  it('an e-mail of the wrong shape is refused before calling the provider', async () => {
    const user = setup();
    await fill(user, { name: 'Ada', email: 'not-an-email', password: 'Secret1' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(provider.register).not.toHaveBeenCalled();
  });

  it('success: registers with trimmed values (empty photo -> null), welcome toast, goes to /', async () => {
    const user = setup();
    await fill(user, { name: ' Ada Lovelace ', email: 'ada@example.com', password: 'Secret1' });
    await user.click(submit());
    expect(provider.register).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      photoURL: null,
      password: 'Secret1',
    });
    expect(await screen.findByText('Page /')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/welcome/i));
  });

  it('sent here from a room (through the login page): goes back to that room with its stay after registering', async () => {
    const user = userEvent.setup();
    renderRemote(<RegisterPage />, { path: { pathname: '/register', state: { from: '/room-details/abc?checkIn=2099-06-10' } } });
    await fill(user, { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret1' });
    await user.click(submit());
    expect(await screen.findByText('Page /room-details/abc')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/room-details/abc?checkIn=2099-06-10');
  });

  it('passes the photo URL through', async () => {
    const user = setup();
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      photo: 'https://example.com/a.png',
      password: 'Secret1',
    });
    await user.click(submit());
    expect(provider.register).toHaveBeenCalledWith(expect.objectContaining({ photoURL: 'https://example.com/a.png' }));
  });

  it('e-mail already in use -> "This email is already registered." on the e-mail field', async () => {
    provider.register.mockRejectedValueOnce(firebaseError('auth/email-already-in-use'));
    const user = setup();
    await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'Secret1' });
    await user.click(submit());
    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Page /')).not.toBeInTheDocument();
  });

  it('other failures -> "Registration failed. Please try again."', async () => {
    provider.register.mockRejectedValueOnce(firebaseError('auth/internal-error'));
    const user = setup();
    await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'Secret1' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    expect(submit()).toBeEnabled();
  });

  it('Google failure -> "Google registration failed. Please try again."; success -> /', async () => {
    await googleFailsThenSignsIn(provider, <RegisterPage />, '/register', 'Google registration failed. Please try again.');
  });

  it('a signed-in visitor is redirected to /', async () => {
    renderRemote(<RegisterPage />, { path: '/register', user: ada });
    await waitFor(() => expect(screen.getByText('Page /')).toBeInTheDocument());
  });
});
