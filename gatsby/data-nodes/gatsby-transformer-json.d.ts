// gatsby-transformer-json ships no types; gatsby/data-nodes calls its node API itself.
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs, PluginOptions } from "gatsby";
  export function onCreateNode(args: CreateNodeArgs, pluginOptions: PluginOptions): Promise<void>;
}
