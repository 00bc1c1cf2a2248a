// Stands in for gatsby-react-router-scroll's index in the production client bundle
// (gatsby/internals/stub-scroll-restoration-hook.ts): Gatsby's runtime needs its ScrollContext, the
// site no useScrollRestoration hook, which Gatsby's browser entry re-exports all the same.
// Should a component ever call the hook, it fails loudly here instead of restoring nothing.
exports.ScrollContext = require("gatsby-react-router-scroll/scroll-handler").ScrollHandler;
exports.useScrollRestoration = () => {
  throw new Error("useScrollRestoration is stubbed out of the client bundle: remove the stub, gatsby/internals/stub-scroll-restoration-hook.ts");
};
