// Stands in for invariant in the production client bundle (gatsby/internals/stub-invariant.ts):
// @reach/router calls it with messages it has already formatted, so the package's `%s` formatting
// and its message for a call without one are dead weight there. Throws what the package throws.
module.exports = (condition, message) => {
  if (condition) return;
  const error = new Error(message);
  error.name = "Invariant Violation";
  error.framesToPop = 1;
  throw error;
};
