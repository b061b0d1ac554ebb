import { createRemoteConfig } from '../build/webpack.remote.mjs';
// Port and /config.json from the one port table (scripts/lib/stack.cjs).
import { frontEnd } from '../scripts/lib/front-end.mjs';

// Remote "account" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('account'),
  exposes: {
    './LoginPage': './src/features/login/index.ts',
    './RegisterPage': './src/features/register/index.ts',
    './ForgotPasswordPage': './src/features/forgot-password/index.ts',
  },
});
