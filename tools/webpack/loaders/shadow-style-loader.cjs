// Pitching loader for the partner embed's CSS (mf-catalog, layer "embed"): like style-loader, but the
// CSS text goes to a registry module instead of document.head. The embed adopts it into each shadow
// root, so nothing of ours reaches the partner's page and nothing of theirs reaches our list.
//   options.registry: absolute path of a module exporting addShadowStyles(id, cssText)
module.exports = function shadowStyleLoader() {};
module.exports.pitch = function pitch(remainingRequest) {
  const { registry } = this.getOptions();
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const reg = JSON.stringify(this.utils.contextify(this.context, registry));
  const id = JSON.stringify(this.utils.contextify(this.rootContext, this.resourcePath));
  return [
    `import content from ${css};`,
    `import { addShadowStyles } from ${reg};`,
    `addShadowStyles(${id}, content.toString());`,
    'export default content.locals || {};',
  ].join('\n');
};
