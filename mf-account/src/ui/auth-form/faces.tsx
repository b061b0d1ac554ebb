import { ROUTES } from '@hotel/shared';
import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import type { AuthCardFace } from './AuthForm';

/** What each account page's card says (docs/product.md §2), as message ids: its badge, title and subtitle, and the other account pages. */
export const FACES = {
  login: {
    icon: <LogIn size={24} />,
    title: 'account.login.title',
    subtitle: 'account.login.subtitle',
    links: [{ question: 'account.login.question', to: ROUTES.register, label: 'account.login.link' }],
  },
  register: {
    icon: <UserPlus size={24} />,
    title: 'account.register.title',
    subtitle: 'account.register.subtitle',
    links: [{ question: 'account.register.question', to: ROUTES.login, label: 'account.register.link' }],
  },
  forgotPassword: {
    icon: <KeyRound size={24} />,
    title: 'account.forgot.title',
    subtitle: 'account.forgot.subtitle',
    links: [
      { question: 'account.forgot.remembered', to: ROUTES.login, label: 'account.forgot.backToLogin' },
      { question: 'account.forgot.newHere', to: ROUTES.register, label: 'account.forgot.create' },
    ],
  },
} satisfies Record<string, AuthCardFace>;
