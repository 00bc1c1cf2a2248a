// One module per Gatsby Node API, so each concern is found by its name under gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { createSchemaCustomization } from "./gatsby/schema";
export { onPostBuild } from "./gatsby/on-post-build";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
export { createResolvers } from "./gatsby/create-resolvers";
