import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse, type Font, type PathCommand } from "opentype.js";

/**
 * Text for the share images, drawn as SVG paths from the site's own font (Space Grotesk, from
 * @fontsource), so the result never depends on the fonts installed on the build machine.
 */

// Resolved from the site's directory at run time: Gatsby bundles gatsby-node with Parcel, which
// leaves a bare require.resolve undefined.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
const FONT_DIR = path.dirname(siteRequire.resolve("@fontsource/space-grotesk/package.json"));
const fonts = new Map<number, Font>();

export type FontWeight = 400 | 500 | 700;

export function loadFont(weight: FontWeight): Font {
  const cached = fonts.get(weight);
  if (cached) return cached;
  const file = fs.readFileSync(path.join(FONT_DIR, "files", `space-grotesk-latin-${weight}-normal.woff`));
  const font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  fonts.set(weight, font);
  return font;
}

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
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, weight, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const num = (v: number) => String(Math.round(v * 10) / 10);

/**
 * SVG path data from the glyph outlines. Written here because opentype.js 2.0's own
 * Path.toPathData caches rounded decimals and emits "NaN" coordinates on longer strings
 * (seen on "CONNESSIONI" at 85px), which librsvg then draws as broken glyphs.
 */
export function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case "M":
        case "L":
          return `${c.type}${num(c.x)} ${num(c.y)}`;
        case "Q":
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        case "C":
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

export function textPath(line: TextLine): string {
  const { commands } = loadFont(line.weight).getPath(line.text, line.x, line.y, line.size);
  return `<path fill="${line.fill}" d="${pathData(commands)}"/>`;
}
