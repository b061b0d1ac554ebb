// What each front end's webpack.config.mjs takes from the parts table (tools/stack/parts.cjs): its
// dev-server port and the /config.json it ships. The production build names the default ports, a
// dev server the ports of its HV_PORT_SHIFT.
import { ports, runtimeConfig } from '../stack/parts.cjs';
import { RuntimeConfigPlugin } from './plugins/runtime-config-plugin.mjs';

/** { name, port, extend } for createRemoteConfig / createHostConfig of front end `name`. */
export function frontEnd(name) {
  return {
    name,
    port: ports()[name],
    extend: (config, { production }) => {
      const text = JSON.stringify(runtimeConfig(ports(production ? 0 : undefined)), null, 2) + '\n';
      config.plugins.push(new RuntimeConfigPlugin(text));
      return config;
    },
  };
}
