import { createHostConfig } from '../build/webpack.remote.mjs';

export default createHostConfig(import.meta.url, { name: 'shell', port: 3000 });
