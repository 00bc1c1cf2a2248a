// Stands in for gatsby-script in the production client bundle (gatsby/internals/stub-gatsby-script.ts):
// the site renders no <Script>, yet Gatsby's browser entry re-exports the package and webpack keeps it.
// Should a page ever render one, it fails loudly here instead of loading nothing.
const unsupported = () => {
  throw new Error("<Script> is stubbed out of the client bundle: remove the stub, gatsby/internals/stub-gatsby-script.ts");
};
module.exports = {
  Script: unsupported,
  ScriptStrategy: { postHydrate: "post-hydrate", idle: "idle", offMainThread: "off-main-thread" },
  collectedScriptsByPage: new Map(),
  scriptCache: new Set(),
  scriptCallbackCache: new Map(),
};
