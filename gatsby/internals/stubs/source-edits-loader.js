// A webpack loader that applies exact text edits to one module's source (options.edits, from
// gatsby/internals/source-edits.ts). An edit whose text is not found exactly once stops the
// build, naming the piece: the module changed, and the edit must be reviewed, not skipped.
module.exports = function sourceEditsLoader(source) {
  const { piece, edits } = this.getOptions();
  let text = source;
  for (const { from, until, replaceWith } of edits) {
    const start = text.indexOf(from);
    if (start < 0 || text.indexOf(from, start + 1) >= 0)
      throw new Error(`gatsby/internals/${piece}: ${JSON.stringify(from)} is not in ${this.resourcePath} exactly once`);
    const end = until === undefined ? start + from.length : text.indexOf(until, start);
    if (end < 0) throw new Error(`gatsby/internals/${piece}: ${JSON.stringify(until)} does not follow ${JSON.stringify(from)} in ${this.resourcePath}`);
    text = text.slice(0, start) + replaceWith + text.slice(end);
  }
  return text;
};
