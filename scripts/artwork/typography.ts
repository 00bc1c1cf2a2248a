// Text becomes SVG paths (opentype.js + the bundled Space Grotesk files), so the PNGs never depend on
// the fonts installed on the machine and come out byte-identical on every run.
import { loadFont, pathData, wrapWords, type FontWeight } from "../../gatsby/font-outlines/font-outlines";
import { colors, type ColorName } from "./palette";

export type Weight = FontWeight;

export const font = loadFont;

/** Fails loudly on a character the Latin subset lacks, instead of drawing an empty box on a poster. */
function assertGlyphs(text: string, weight: Weight): void {
  for (const character of text) {
    if (character !== " " && font(weight).charToGlyphIndex(character) === 0) {
      throw new Error(`Il carattere "${character}" in "${text}" non esiste nel font Space Grotesk (latin).`);
    }
  }
}

export function measure(text: string, weight: Weight, size: number): number {
  return font(weight).getAdvanceWidth(text, size, { kerning: true });
}

export type Anchor = "start" | "middle" | "end";

export interface TextSpec {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  weight: Weight;
  color: ColorName;
  anchor?: Anchor;
}

/** One line of text as an SVG <path>. */
export function textPath({ text, x, y, size, weight, color, anchor = "start" }: TextSpec): string {
  assertGlyphs(text, weight);
  const width = measure(text, weight, size);
  const left = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  const d = pathData(font(weight).getPath(text, left, y, size, { kerning: true }).commands);
  return `<path fill="${colors[color]}" d="${d}"/>`;
}

/** Greedy word wrap; a single word wider than the line stays on its own line (callers check with fits). */
export function wrap(text: string, weight: Weight, size: number, maxWidth: number): string[] {
  return wrapWords(text, (line) => measure(line, weight, size) <= maxWidth);
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** Largest size (stepping down) at which the text wraps into at most maxLines lines that all fit. */
export function fitText(text: string, weight: Weight, maxWidth: number, maxLines: number, largest: number, smallest: number): FittedText {
  for (let size = largest; size >= smallest; size -= 2) {
    const lines = wrap(text, weight, size, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => measure(line, weight, size) <= maxWidth)) {
      return { lines, size };
    }
  }
  throw new Error(`Il testo "${text}" è troppo lungo per la locandina: accorcialo.`);
}

/** Largest size at which one line fits the width. */
export function fitLine(text: string, weight: Weight, maxWidth: number, largest: number): number {
  const size = Math.floor((largest * maxWidth) / Math.max(measure(text, weight, largest), maxWidth));
  return Math.min(largest, size);
}

/** Capital height in px, to place text by its visible top rather than by its baseline. */
export function capHeight(size: number): number {
  return size * 0.7;
}

/** Like fitText, but breaks only between items (e.g. names joined by " · "), never inside one. */
export function fitItems(
  items: string[],
  separator: string,
  weight: Weight,
  maxWidth: number,
  maxLines: number,
  largest: number,
  smallest: number,
): FittedText {
  for (let size = largest; size >= smallest; size -= 2) {
    const lines: string[] = [];
    for (const item of items) {
      const last = lines.length - 1;
      const candidate = last >= 0 ? `${lines[last]}${separator}${item}` : item;
      if (last >= 0 && measure(candidate, weight, size) <= maxWidth) lines[last] = candidate;
      else lines.push(item);
    }
    if (lines.length <= maxLines && lines.every((line) => measure(line, weight, size) <= maxWidth)) return { lines, size };
  }
  return fitText(items.join(separator), weight, maxWidth, maxLines, largest, smallest);
}
