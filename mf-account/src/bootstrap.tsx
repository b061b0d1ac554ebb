// Standalone harness: `npm run dev -w mf-account` runs this remote alone on :3003, with a router,
// a toast host and the runtime config from its own public/config.json (same shape as the shell's).
import '@hotel/shared/ui/tokens.css';
import '@hotel/shared/ui/harness.css';
import { loadRuntimeConfig, useAuthStore } from '@hotel/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import ForgotPasswordPage from './expose/ForgotPasswordPage';
import LoginPage from './expose/LoginPage';
import RegisterPage from './expose/RegisterPage';

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

function Harness() {
  return (
    <BrowserRouter>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>account (standalone)</strong>
        <Link to="/login">Login</Link>
        <Link to="/register">Register</Link>
        <Link to="/forget-password">Forgot password</Link>
        <SignedInAs />
      </nav>
      <main>
        <Routes>
          <Route index element={<p className="hv-harness-note">Pick a page above.</p>} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forget-password" element={<ForgotPasswordPage />} />
          <Route path="*" element={<p className="hv-harness-note">Not part of this remote; see the shell.</p>} />
        </Routes>
      </main>
      <ToastContainer position="top-right" />
    </BrowserRouter>
  );
}

void loadRuntimeConfig('/config.json').then(
  () => {
    useAuthStore.getState().init?.();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
  },
  (e: unknown) => {
    document.getElementById('root')!.textContent = `Could not load /config.json: ${String(e)}`;
  },
);
