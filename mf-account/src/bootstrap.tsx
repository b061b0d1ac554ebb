// Standalone harness: `npm run dev -w mf-account` runs this remote alone on :3003, with a router,
// a toast host and the runtime config from its own /config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import { ROUTES, useAuthStore } from '@hotel/shared';
import { Route } from 'react-router-dom';
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
  links: [
    { to: ROUTES.login, label: 'Login' },
    { to: ROUTES.register, label: 'Register' },
    { to: ROUTES.forgotPassword, label: 'Forgot password' },
  ],
  status: <SignedInAs />,
  routes: [
    <Route key="index" index element={<p className="hv-harness-note">Pick a page above.</p>} />,
    <Route key="login" path={ROUTES.login} element={<LoginPage />} />,
    <Route key="register" path={ROUTES.register} element={<RegisterPage />} />,
    <Route key="forgot" path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />,
  ],
});
