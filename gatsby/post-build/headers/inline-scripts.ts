import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** What a Content-Security-Policy must know about one built HTML page. */
export interface InlineScriptReport {
  /** CSP source expressions ('sha256-…') for every inline script the browser would run, sorted. */
  hashes: string[];
  /** Markup a hash-based script-src blocks anyway: `on*` attributes and `javascript:` URLs. */
  blocked: string[];
}

// The HTML standard's JavaScript MIME type essences; any other non-empty type (application/ld+json,
// text/template, …) is a data block that never runs, so CSP does not look at it.
const javaScriptTypes = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

function runsAsScript(element: Element): boolean {
  if (attribute(element, "src") !== undefined) return false; // external: allowed by 'self', not by hash
  const type = attribute(element, "type");
  if (type === undefined || type.trim() === "") return true;
  const essence = type.split(";")[0].trim().toLowerCase();
  return essence === "module" || javaScriptTypes.has(essence);
}

/** The CSP hash source of a script's text: SHA-256 of its UTF-8 bytes, base64. */
export const cspHash = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href"]);

/**
 * Finds the inline scripts of a built page with a spec-compliant parser (parse5), so the text
 * hashed is byte for byte what the browser hashes: raw script text, CRLF normalised, scripting on
 * (a <script> inside <noscript> is then inert text and needs no hash).
 */
export function inspectInlineScripts(html: string): InlineScriptReport {
  const hashes = new Set<string>();
  const blocked: string[] = [];
  const visit = (node: Node): void => {
    if ("tagName" in node) {
      if (node.tagName === "script" && runsAsScript(node)) {
        const text = node.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");
        if (text !== "") hashes.add(cspHash(text));
      }
      for (const attr of node.attrs) {
        if (/^on/i.test(attr.name)) blocked.push(`<${node.tagName} ${attr.name}="…">`);
        else if (urlAttributes.has(attr.name) && /^\s*javascript:/i.test(attr.value)) {
          blocked.push(`<${node.tagName} ${attr.name}="javascript:…">`);
        }
      }
    }
    if ("content" in node && node.content) visit(node.content); // <template> contents
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return { hashes: [...hashes].sort(), blocked };
}
