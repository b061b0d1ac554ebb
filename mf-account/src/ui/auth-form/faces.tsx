import { ROUTES } from '@hotel/shared';
import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import type { AuthCardFace } from './AuthForm';

/** What each account page's card says (docs/product.md §2): its badge, title and subtitle, and the other account pages. */
export const FACES = {
  login: {
    icon: <LogIn size={24} />,
    title: 'Welcome back',
    subtitle: 'Log in to book rooms and manage your stays.',
    links: [{ question: "Don't have an account?", to: ROUTES.register, label: 'Register' }],
  },
  register: {
    icon: <UserPlus size={24} />,
    title: 'Create your account',
    subtitle: 'Join Harborview to book rooms and keep track of your stays.',
    links: [{ question: 'Already have an account?', to: ROUTES.login, label: 'Log in' }],
  },
  forgotPassword: {
    icon: <KeyRound size={24} />,
    title: 'Forgot password?',
    subtitle: "Enter your account's email and we'll send you a link to reset your password.",
    links: [
      { question: 'Remembered it?', to: ROUTES.login, label: 'Back to login' },
      { question: 'New here?', to: ROUTES.register, label: 'Create an account' },
    ],
  },
} satisfies Record<string, AuthCardFace>;
