// What each front end's webpack.config.mjs takes from scripts/lib/stack.cjs: its dev-server port and
// the /config.json it ships. config.json is written by the build from the port table (a deployer
// edits the built file; nothing needs rebuilding to move a part): the production build names the
// default ports, a dev server the ports of its HV_PORT_SHIFT.
import { ports, runtimeConfig } from './stack.cjs';

class RuntimeConfigPlugin {
  constructor(text) {
    this.text = text;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RuntimeConfigPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('config.json', new sources.RawSource(this.text));
      });
    });
  }
}

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
