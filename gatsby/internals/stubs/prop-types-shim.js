// Stands in for prop-types in the production client bundle (gatsby/internals/stub-prop-types.ts):
// React never checks propTypes in production, so a validator only has to exist, with the package's
// names and shapes (`PropTypes.string.isRequired`, `PropTypes.oneOf([...])`).
const validator = () => null;
validator.isRequired = validator;
const factory = () => validator;
const PropTypes = {
  array: validator,
  bigint: validator,
  bool: validator,
  func: validator,
  number: validator,
  object: validator,
  string: validator,
  symbol: validator,
  any: validator,
  arrayOf: factory,
  element: validator,
  elementType: validator,
  instanceOf: factory,
  node: validator,
  objectOf: factory,
  oneOf: factory,
  oneOfType: factory,
  shape: factory,
  exact: factory,
  checkPropTypes: () => {},
  resetWarningCache: () => {},
};
PropTypes.PropTypes = PropTypes;
module.exports = PropTypes;
