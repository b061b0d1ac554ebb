// Jest: a catalog (src/messages/<lang>.json) imported by code (the embed's) compiled as the build
// compiles it (tools/webpack/loaders/messages-loader.cjs: JSON still), so tests read what the browser reads.
const messagesLoader = require('../webpack/loaders/messages-loader.cjs');

module.exports = {
  process(source, sourcePath) {
    return { code: messagesLoader.call({ resourcePath: sourcePath }, source) };
  },
};
