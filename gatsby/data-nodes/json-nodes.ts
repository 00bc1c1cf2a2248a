import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { GatsbyNode, Node } from "gatsby";
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node";
import { archiveFileOf } from "../data-validation/data-files";
import { isDevelop } from "../develop/is-develop";
import { previewTexts } from "./preview-texts";
import { harmlessStrings } from "../../src/utils/text-safety";

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

/**
 * The text with every string of the file made harmless (src/utils/text-safety.ts), or as it is when no
 * string needs it. The data check refuses such characters before a build, so this is a second line:
 * every page, its head and its page-data are rendered from these nodes, so a control character never
 * reaches the HTML (where it is a parse error), and server and browser renders still agree.
 */
function harmlessJson(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text; // the transformer says what is wrong with it
  }
  const clean = harmlessStrings(parsed);
  return isDeepStrictEqual(parsed, clean) ? text : JSON.stringify(clean);
}

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
  const harmless = harmlessJson(usable);
  await transformJson({ ...args, actions, loadNodeContent: async () => harmless }, transformerOptions);
};
