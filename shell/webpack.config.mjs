import { createHostConfig } from '../build/webpack.host.mjs';
// Port and /config.json from the one port table (scripts/lib/stack.cjs).
import { frontEnd } from '../scripts/lib/front-end.mjs';

export default createHostConfig(import.meta.url, frontEnd('shell'));
