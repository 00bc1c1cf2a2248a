// Stands in for a Gatsby browser plugin that does nothing in production (see
// gatsby/on-create-webpack-config.ts): no browser API, no code.
module.exports = {};
