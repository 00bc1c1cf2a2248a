// Babel's CommonJS helper as modern code: Object.setPrototypeOf is in every browser the site serves,
// so its fallback (and the setPrototypeOf helper) go (gatsby/internals/babel-runtime-helpers.ts).
module.exports = (subClass, superClass) => {
  subClass.prototype = Object.create(superClass.prototype);
  subClass.prototype.constructor = subClass;
  Object.setPrototypeOf(subClass, superClass);
};
