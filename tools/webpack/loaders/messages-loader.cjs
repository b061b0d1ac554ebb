// A catalog (src/messages/<lang>.json: message id → ICU text) compiled at build time into Lingui's
// compiled form, so the browser gets no message parser (docs/architecture.md §15): "{n, plural, one
// {# noche} other {# noches}}" becomes [["n","plural",{one:["#"," noche"],other:["#"," noches"]}]].
// A message that does not parse fails the build, naming its id.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

module.exports = function messagesLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, text] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (e) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${e.message}`);
    }
  }
  return JSON.stringify(compiled);
};
