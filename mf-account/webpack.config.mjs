import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

// Remote "account" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('account'),
  exposes: {
    './LoginPage': './src/features/login/index.ts',
    './RegisterPage': './src/features/register/index.ts',
    './ForgotPasswordPage': './src/features/forgot-password/index.ts',
  },
});
