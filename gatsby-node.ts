// One module per Gatsby Node API, so each concern is found by its name under gatsby/.
export { onPreInit } from "./gatsby/on-pre-init";
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { shouldOnCreateNode, onCreateNode } from "./gatsby/data-nodes/json-nodes";
export { onCreateDevServer } from "./gatsby/develop/on-create-dev-server";
export { createSchemaCustomization } from "./gatsby/schema";
export { sourceNodes } from "./gatsby/source-nodes";
export { onPostBuild } from "./gatsby/on-post-build";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
export { createResolvers } from "./gatsby/create-resolvers";
export { createPages } from "./gatsby/create-pages";
export { onCreatePage } from "./gatsby/on-create-page";
