import { createHostConfig } from '../tools/webpack/host.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

export default createHostConfig(import.meta.url, frontEnd('shell'));
