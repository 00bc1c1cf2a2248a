// Stands in for Gatsby client modules that do nothing in this site's production build (see
// gatsby/on-create-webpack-config.ts): no browser API, no code.
module.exports = {};
