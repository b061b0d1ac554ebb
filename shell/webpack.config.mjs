import { createHostConfig } from '../build/webpack.host.mjs';

export default createHostConfig(import.meta.url, { name: 'shell', port: 3000 });
