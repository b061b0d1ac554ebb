// Standalone harness: `npm run dev -w mf-account` runs this remote alone on :3003, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import { ROUTES, useAuthStore } from '@hotel/shared';
import ForgotPasswordPage from './features/forgot-password';
import LoginPage from './features/login';
import RegisterPage from './features/register';

function SignedInAs() {
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  if (!user) return <span>signed out</span>;
  return (
    <span>
      {user.email}{' '}
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </span>
  );
}

startHarness({
  name: 'account',
  status: <SignedInAs />,
  pages: [
    { path: ROUTES.home, element: <p className="hv-harness-note">Pick a page above.</p> },
    { path: ROUTES.login, label: 'Login', element: <LoginPage /> },
    { path: ROUTES.register, label: 'Register', element: <RegisterPage /> },
    { path: ROUTES.forgotPassword, label: 'Forgot password', element: <ForgotPasswordPage /> },
  ],
});
