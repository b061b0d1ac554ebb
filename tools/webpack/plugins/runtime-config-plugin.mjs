// Emits /config.json (docs/architecture.md §2): the runtime config a build ships. A deployer edits the
// built file; nothing needs rebuilding to move a part.
export class RuntimeConfigPlugin {
  /** @param {string} text  the file's JSON text */
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
