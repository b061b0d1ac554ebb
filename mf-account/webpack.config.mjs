import { createRemoteConfig } from '../build/webpack.remote.mjs';

// Remote "account" (ARCHITECTURE §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  name: 'account',
  port: 3003,
  exposes: {
    './LoginPage': './src/expose/LoginPage.tsx',
    './RegisterPage': './src/expose/RegisterPage.tsx',
    './ForgotPasswordPage': './src/expose/ForgotPasswordPage.tsx',
  },
});
