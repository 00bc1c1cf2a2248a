import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node";
import { archiveFileOf } from "../data-validation/data-files";
import { isDevelop } from "../develop/is-develop";
import { previewTexts } from "./preview-texts";

interface JsonFileNode extends Node {
  name: string;
  absolutePath: string;
  relativePath: string;
}

// Every JSON file becomes its own node type named after the file (sito.json → SitoJson,
// programma.json → ProgrammaJson, ...), also for single-object files, which the plugin
// would otherwise name after their folder. An archived edition's files (data/archivio/<anno>/) get
// types of their own (ArchivioConcertiJson, ...), so today's queries never see past events.
// The schema is declared in gatsby/schema/.
const typeName = ({ node }: { node: { name: string; relativePath: string } }) =>
  `${archiveFileOf(node.relativePath) ? "Archivio" : ""}${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`;
const transformerOptions = { plugins: [], typeName };

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
  const archive = archiveFileOf(relativePath);
  // Each archived entry carries its edition's year (its folder's name), for the archive page's queries.
  const actions = archive
    ? { ...args.actions, createNode: (entry: Parameters<typeof args.actions.createNode>[0]) => args.actions.createNode({ ...entry, anno: archive.anno }) }
    : args.actions;
  await transformJson({ ...args, actions, loadNodeContent: async () => usable }, transformerOptions);
};
