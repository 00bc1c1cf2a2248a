import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node";
import { isDevelop } from "../develop/is-develop";
import { previewTexts } from "./preview-texts";

interface JsonFileNode extends Node {
  name: string;
  absolutePath: string;
  relativePath: string;
}

// Every JSON file becomes its own node type named after the file (sito.json → SitoJson,
// programma.json → ProgrammaJson, ...), also for single-object files, which the plugin
// would otherwise name after their folder. The schema is declared in gatsby/schema.ts.
const transformerOptions = {
  plugins: [],
  typeName: ({ node }: { node: { name: string } }) => `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`,
};

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) => {
  const { internal } = node as Node;
  return internal.type === "File" && internal.mediaType === "application/json";
};

/**
 * gatsby-transformer-json, called from here rather than listed in gatsby-config.ts, so that in the
 * live preview it only ever sees a readable text (see preview-texts.ts). A build gets every file
 * as it is: onPreBootstrap has already stopped it on any problem.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const node = args.node as JsonFileNode;
  const text = await args.loadNodeContent(node);
  const relativePath = node.relativePath.split(path.sep).join("/");
  const usable = isDevelop() ? previewTexts.choose({ absolutePath: node.absolutePath, relativePath }, text) : text;
  if (usable === undefined) return;
  await transformJson({ ...args, loadNodeContent: async () => usable }, transformerOptions);
};
