import type { PageTable } from '@hotel/shared/pages';
import { ROUTES } from '@hotel/shared/routes';

/**
 * The account's pages (docs/architecture.md §3, "Pages"): the build publishes this table in the
 * manifest, and the shell routes, titles, preloads and prerenders from it. README: "Adding a page".
 */
export const pages = [
  { path: ROUTES.login, module: 'account/LoginPage', title: 'Log In', skeleton: 'page', access: 'public', firstView: true },
  { path: ROUTES.register, module: 'account/RegisterPage', title: 'Register', skeleton: 'page', access: 'public', firstView: true },
  {
    path: ROUTES.forgotPassword,
    module: 'account/ForgotPasswordPage',
    title: 'Forgot Password',
    skeleton: 'page',
    access: 'public',
    firstView: true,
  },
] as const satisfies PageTable;
