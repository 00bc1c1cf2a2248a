// The "connessioni" motif: a few bold nodes joined by thick strokes. Every choice comes from a PRNG
// seeded with the output file name, so each poster differs from the others yet is identical on every run.
import { colors, textOn, type ColorName } from "./palette";

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** FNV-1a: a tiny stable string hash, enough to seed a poster. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a small, well-known PRNG; Math.random would make the output change on every run. */
export function seededRandom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Node colours that stand out on each background (the background itself is never among them). */
const nodeColors: Record<ColorName, ColorName[]> = {
  violet: ["sun", "coral", "paper", "teal"],
  coral: ["ink", "sun", "paper", "violet"],
  teal: ["ink", "sun", "paper", "coral"],
  sun: ["ink", "coral", "violet", "teal"],
  ink: ["sun", "coral", "teal", "violet", "paper"],
  paper: ["violet", "coral", "teal", "ink", "sun"],
};

interface Node {
  cx: number;
  cy: number;
  r: number;
  fill: ColorName;
}

function distanceToSegment(point: Node, a: Node, b: Node): number {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const t = Math.max(0, Math.min(1, ((point.cx - a.cx) * dx + (point.cy - a.cy) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(point.cx - (a.cx + t * dx), point.cy - (a.cy + t * dy));
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** Nodes and links filling a region; returns "" when the region is too small to hold a readable motif. */
export function connections(seed: string, region: Region, background: ColorName): string {
  if (region.height < 90 || region.width < 300) return "";
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const stroke = colors[textOn(background)];
  const strokeWidth = region.height < 200 ? 10 : 12 + Math.floor(random() * 7);
  const count = 4 + Math.floor(random() * 3);
  const column = region.width / count;
  // Radii bounded by the column too, so neighbours never touch.
  const maxRadius = Math.min(70, region.height / 2 - strokeWidth, column * 0.34);
  const minRadius = Math.min(20, maxRadius);

  const nodes: Node[] = [];
  let previousFill: ColorName | undefined;
  // Alternate upper and lower half so the chain zigzags instead of lying flat.
  const startLow = random() < 0.5;
  for (let index = 0; index < count; index += 1) {
    const r = minRadius + random() * (maxRadius - minRadius);
    const inset = r + strokeWidth / 2;
    const jitter = (random() - 0.5) * column * 0.5;
    const cx = Math.min(Math.max(region.x + (index + 0.5) * column + jitter, region.x + inset), region.x + region.width - inset);
    const span = Math.max(0, region.height - 2 * inset);
    const low = (index % 2 === 0) === startLow;
    const cy = region.y + inset + span * ((low ? 0.55 : 0) + random() * 0.45);
    // Hollow rings (background fill) vary the rhythm; never two equal fills side by side.
    let fill: ColorName = random() < 0.25 ? background : pick(nodeColors[background]);
    if (fill === previousFill) fill = pick(nodeColors[background].filter((name) => name !== previousFill));
    previousFill = fill;
    nodes.push({ cx, cy, r, fill });
  }

  const links: Array<[Node, Node]> = [];
  for (let index = 0; index < nodes.length - 1; index += 1) links.push([nodes[index], nodes[index + 1]]);
  for (let index = 0; index < nodes.length - 2; index += 1) {
    const [a, middle, c] = [nodes[index], nodes[index + 1], nodes[index + 2]];
    // A shortcut link is drawn only when it passes well clear of the node it skips.
    if (random() < 0.4 && distanceToSegment(middle, a, c) > middle.r + 3 * strokeWidth) links.push([a, c]);
  }

  const lines = links.map(([a, b]) => `<line x1="${round(a.cx)}" y1="${round(a.cy)}" x2="${round(b.cx)}" y2="${round(b.cy)}"/>`).join("");
  const circles = nodes.map((node) => `<circle cx="${round(node.cx)}" cy="${round(node.cy)}" r="${round(node.r)}" fill="${colors[node.fill]}"/>`).join("");
  return (
    `<g stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round">${lines}</g>` +
    `<g stroke="${stroke}" stroke-width="${strokeWidth}">${circles}</g>`
  );
}
