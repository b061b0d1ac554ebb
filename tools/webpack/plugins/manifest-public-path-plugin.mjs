// A remote's address is decided at deploy time: the shell reads it from config.json
// (docs/architecture.md §2), so a remote must not know its own URL at build time. Its
// output.publicPath is 'auto': webpack finds the chunks next to remoteEntry.js, and the federation
// runtime resolves the manifest's `"publicPath": "auto"` against the URL the manifest was fetched
// from (@module-federation/sdk generateSnapshotFromManifest → inferAutoPublicPath).
//
// The Manifest plugin announces that choice on every build as a warning ("Manifest will use
// absolute path resolution via its host at runtime, reason: publicPath='auto'"). This plugin makes
// the choice explicit instead: it answers exactly that notice, and fails the build if the emitted
// manifest does not say 'auto' (a fixed publicPath would make moving a remote need a rebuild).
const MANIFEST_LOGGER = 'Module Federation Manifest Plugin';
const AUTO_NOTICE = /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/;
const MANIFEST_FILE = 'mf-manifest.json';

export class ManifestPublicPathPlugin {
  apply(compiler) {
    // Tapped before ModuleFederationPlugin is applied: the Manifest plugin validates while applying.
    compiler.hooks.infrastructureLog.tap('ManifestPublicPathPlugin', (origin, type, args) => {
      if (origin === MANIFEST_LOGGER && type === 'warn' && args.some((a) => AUTO_NOTICE.test(String(a)))) return true;
      return undefined;
    });
    compiler.hooks.thisCompilation.tap('ManifestPublicPathPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestPublicPathPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          const publicPath = asset && JSON.parse(asset.source.source().toString()).metaData?.publicPath;
          if (publicPath !== 'auto') {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`${MANIFEST_FILE}: metaData.publicPath is ${JSON.stringify(publicPath)}, expected "auto" (a remote's URL comes from the shell's config.json)`),
            );
          }
        },
      );
    });
  }
}
