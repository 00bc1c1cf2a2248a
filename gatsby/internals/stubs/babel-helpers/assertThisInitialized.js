// Babel's CommonJS helper as modern code, without its ES-module flags (gatsby/internals/babel-runtime-helpers.ts).
module.exports = (self) => {
  if (self === undefined) throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
  return self;
};
