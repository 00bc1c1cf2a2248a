// Shared pieces of every portrait poster: canvas, header line and pill, bottom panel.
import { colors, panelOn, textOn, type ColorName } from "../palette";
import { capHeight, measure, textPath, type Weight } from "../typography";

export const poster = { width: 1200, height: 1500, margin: 80 } as const;
export const innerWidth = poster.width - 2 * poster.margin;

export function svgDocument(width: number, height: number, background: ColorName, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colors[background]}"/>${body}</svg>`
  );
}

/** A rounded label; returns its SVG. The pill uses the panel colour so its text contrast is fixed. */
export function pill(text: string, right: number, top: number, background: ColorName, size = 34): string {
  const fill = panelOn(background);
  const height = Math.round(size * 1.9);
  const width = Math.round(measure(text, 700, size) + size * 1.4);
  const left = right - width;
  return (
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="${height / 2}" fill="${colors[fill]}"/>` +
    textPath({
      text,
      x: left + width / 2,
      y: top + (height + capHeight(size)) / 2,
      size,
      weight: 700,
      color: textOn(fill),
      anchor: "middle",
    })
  );
}

export interface Header {
  svg: string;
  bottom: number;
}

/** "CONNESSIONI 2025" on the left and an optional pill (event type, "PROSSIMA EDIZIONE") on the right. */
export function header(label: string, pillText: string | undefined, background: ColorName): Header {
  const { margin, width } = poster;
  const size = 40;
  const pillTop = margin - 14;
  const pillSvg = pillText ? pill(pillText, width - margin, pillTop, background) : "";
  const labelSvg = textPath({ text: label, x: margin, y: margin + capHeight(size), size, weight: 700, color: textOn(background) });
  return { svg: labelSvg + pillSvg, bottom: pillTop + Math.round(34 * 1.9) };
}

export function panel(top: number, height: number, background: ColorName): string {
  const { margin } = poster;
  return `<rect x="${margin}" y="${top}" width="${innerWidth}" height="${height}" rx="28" fill="${colors[panelOn(background)]}"/>`;
}

/** One block of a vertical text stack: wrapped lines sharing size, weight and colour. */
export interface Row {
  lines: string[];
  size: number;
  weight: Weight;
  color: ColorName;
  /** Baseline-to-baseline distance as a multiple of size. */
  leading?: number;
  /** Extra space above this row, in px. */
  gap?: number;
  /** Left offset from the margin (used by bulleted lists). */
  indent?: number;
  /** Draw a connection node before each line; consecutive bullets are joined by a stroke. */
  bullet?: { fill: ColorName; stroke: ColorName };
}

export interface Stack {
  svg: string;
  /** Visible top of the first line (cap height), for placing what goes above. */
  top: number;
}

/** Lays rows out upwards so the last baseline lands on `bottom`: blocks grow from the panel up. */
export function stackUp(rows: Row[], bottom: number, left: number = poster.margin): Stack {
  const texts: string[] = [];
  const bullets: Array<{ cx: number; cy: number; r: number; fill: ColorName; stroke: ColorName }> = [];
  let baseline = bottom;
  let top = bottom;
  for (let rowIndex = rows.length - 1; rowIndex >= 0; rowIndex -= 1) {
    const row = rows[rowIndex];
    const step = Math.round(row.size * (row.leading ?? 1.05));
    for (let lineIndex = row.lines.length - 1; lineIndex >= 0; lineIndex -= 1) {
      const x = left + (row.indent ?? 0);
      texts.push(textPath({ text: row.lines[lineIndex], x, y: baseline, size: row.size, weight: row.weight, color: row.color }));
      if (row.bullet) {
        const r = Math.round(row.size * 0.24);
        bullets.push({ cx: left + r + 6, cy: baseline - capHeight(row.size) / 2, r, ...row.bullet });
      }
      top = baseline - capHeight(row.size);
      if (lineIndex > 0) baseline -= step;
    }
    if (rowIndex > 0) {
      const above = rows[rowIndex - 1];
      baseline -= capHeight(row.size) + (row.gap ?? 0) + Math.round(above.size * ((above.leading ?? 1.05) - capHeight(1)));
    }
  }
  let links = "";
  if (bullets.length > 1) {
    const first = bullets[bullets.length - 1];
    const last = bullets[0];
    links = `<line x1="${first.cx}" y1="${first.cy}" x2="${last.cx}" y2="${last.cy}" stroke="${colors[first.stroke]}" stroke-width="10" stroke-linecap="round"/>`;
  }
  const nodes = bullets
    .map(
      (bullet) =>
        `<circle cx="${bullet.cx}" cy="${Math.round(bullet.cy)}" r="${bullet.r}" fill="${colors[bullet.fill]}" stroke="${colors[bullet.stroke]}" stroke-width="10"/>`,
    )
    .join("");
  return { svg: links + nodes + texts.join(""), top };
}
