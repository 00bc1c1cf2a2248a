// Stands in for Gatsby client modules that do nothing in this site's production build (see
// gatsby/internals/stub-*.ts): no browser API, no code.
module.exports = {};
