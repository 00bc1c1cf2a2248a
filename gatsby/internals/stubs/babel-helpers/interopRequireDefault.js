// Babel's CommonJS helper as modern code, without its ES-module flags (gatsby/internals/babel-runtime-helpers.ts).
module.exports = (module) => (module && module.__esModule ? module : { default: module });
