// Jest: a request's query is the build's (`src/messages/es.json?entry=…`: the catalog of one module,
// tools/webpack/loaders/messages-loader.cjs); Jest reads the file itself (the whole catalog).
module.exports = (request, options) => options.defaultResolver(request.replace(/\?.*$/, ''), options);
