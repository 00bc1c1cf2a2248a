import { readFileSync } from "node:fs";
import path from "node:path";

/** Our stylesheet for Decap's editor below 800px, as it is copied into public/admin/. */
export const narrowStylesheetSource = path.resolve(__dirname, "admin", "cms-narrow.css");

const withoutComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, "");

export const readNarrowStylesheet = (): string => readFileSync(narrowStylesheetSource, "utf8");

/**
 * The emotion labels the stylesheet finds Decap's elements by: "EditorContainer" for every
 * `[class*="-EditorContainer"]`. Emotion writes a component's class as `css-<hash>-<label>`.
 */
export function classLabels(css: string): string[] {
  const labels = [...withoutComments(css).matchAll(/\[class\*="-([A-Za-z]+)"\]/g)].map((match) => match[1]);
  return [...new Set(labels)].sort();
}

/** The ids and classes (other than emotion's) the stylesheet scopes its rules with: "#nc-root", ".ReactModalPortal". */
export function scopeSelectors(css: string): string[] {
  return [...new Set(withoutComments(css).match(/[#.][A-Za-z][\w-]*(?=[\s,):{>])/g) ?? [])].sort();
}

/**
 * The emotion labels declared in a Decap bundle: `label:"ToolbarContainer"` for styled components,
 * `label:listControlItem;` inside css`` blocks.
 */
export function bundleLabels(bundle: string): Set<string> {
  const styled = [...bundle.matchAll(/label:"([A-Za-z]+)"/g)].map((match) => match[1]);
  const blocks = [...bundle.matchAll(/label:([A-Za-z]+);/g)].map((match) => match[1]);
  return new Set([...styled, ...blocks]);
}
