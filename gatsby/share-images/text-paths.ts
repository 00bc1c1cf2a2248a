import { loadFont, pathData, wrapWords, type FontWeight } from "../font-outlines/font-outlines";

/**
 * Text for the share images, drawn as SVG paths from the site's own font (see font-outlines).
 */

export { pathData, type FontWeight };

export interface TextLine {
  text: string;
  weight: FontWeight;
  size: number;
  /** Baseline position. */
  x: number;
  y: number;
  fill: string;
}

export function textWidth(text: string, weight: FontWeight, size: number): number {
  return loadFont(weight).getAdvanceWidth(text, size);
}

/** The largest size, at most `max`, at which the text fits in `width`. */
export function fitSize(text: string, weight: FontWeight, max: number, width: number): number {
  const atMax = textWidth(text, weight, max);
  return atMax <= width ? max : Math.floor((max * width) / atMax);
}

/** Greedy word wrap by measured width. */
export function wrapText(text: string, weight: FontWeight, size: number, width: number): string[] {
  return wrapWords(text, (line) => textWidth(line, weight, size) <= width);
}

export function textPath(line: TextLine): string {
  const { commands } = loadFont(line.weight).getPath(line.text, line.x, line.y, line.size);
  return `<path fill="${line.fill}" d="${pathData(commands)}"/>`;
}
