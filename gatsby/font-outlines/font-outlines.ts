import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse, type Font, type PathCommand } from "opentype.js";

/**
 * Text drawn as SVG paths from the site's own font (Space Grotesk, from @fontsource), for the
 * placeholder artwork (scripts/artwork) and the share images (gatsby/share-images): the PNGs never
 * depend on the fonts installed on the build machine and are byte-stable across runs.
 */

export type FontWeight = 400 | 500 | 700;

// Resolved from the site's directory at run time: Gatsby bundles gatsby-node with Parcel, which
// leaves a bare require.resolve undefined.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
const fontDir = path.join(path.dirname(siteRequire.resolve("@fontsource/space-grotesk/package.json")), "files");
const fonts = new Map<FontWeight, Font>();

export function loadFont(weight: FontWeight): Font {
  const cached = fonts.get(weight);
  if (cached) return cached;
  const file = readFileSync(path.join(fontDir, `space-grotesk-latin-${weight}-normal.woff`));
  const font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  fonts.set(weight, font);
  return font;
}

const fixed = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * SVG path data from glyph outlines. Written here because opentype.js 2.0's own toPathData caches
 * rounded decimals and sometimes emits "NaN" coordinates (seen on the bold "S" and on
 * "CONNESSIONI" at 85 px), which makes librsvg drop the rest of the line.
 */
export function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${fixed(command.x)} ${fixed(command.y)}`;
        case "Q":
          return `Q${fixed(command.x1)} ${fixed(command.y1)} ${fixed(command.x)} ${fixed(command.y)}`;
        case "C":
          return `C${fixed(command.x1)} ${fixed(command.y1)} ${fixed(command.x2)} ${fixed(command.y2)} ${fixed(command.x)} ${fixed(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

/** Greedy word wrap: `fits` tells whether a candidate line fits the width. */
export function wrapWords(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && !fits(candidate)) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
