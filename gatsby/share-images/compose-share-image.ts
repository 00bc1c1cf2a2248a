import sharp, { type OverlayOptions } from "sharp";
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from "../../src/seo/share-image";
import { fitSize, textPath, wrapText, type TextLine } from "./text-paths";

/** The festival palette (src/styles/_custom-properties.scss). */
export const PALETTE = { ink: "#14123A", paper: "#FFF8EC", coral: "#FF5A3C", sun: "#FFC83D" } as const;

export interface ShareImageInput {
  /** e.g. "Connessioni" */
  nome: string;
  /** e.g. "2025" */
  edizione: string;
  /** The page's name, e.g. "Concerti". */
  heading: string;
  /** e.g. "12-14 Settembre 2025 · Cuneo" */
  subtitle: string;
  /** Absolute paths of up to three posters from data/immagini, drawn fanned out on the right. */
  artwork: string[];
}

const MARGIN = 64;
const TEXT_WIDTH = 520;
const POSTER = { width: 264, height: 330 };
/** Left poster, right poster, then the middle one on top. */
const FAN = [
  { angle: -7, centreX: 790, centreY: 330 },
  { angle: 7, centreX: 1030, centreY: 330 },
  { angle: 0, centreX: 910, centreY: 305 },
];

export function textSvg(input: ShareImageInput): string {
  const lines: TextLine[] = [];
  const nome = input.nome.toUpperCase();
  const nomeSize = fitSize(nome, 700, 92, TEXT_WIDTH);
  let y = 150;
  lines.push({ text: nome, weight: 700, size: nomeSize, x: MARGIN, y, fill: PALETTE.paper });
  y += 116;
  lines.push({ text: input.edizione, weight: 700, size: 120, x: MARGIN - 4, y, fill: PALETTE.coral });
  y += 72;
  for (const text of wrapText(input.heading, 500, 46, TEXT_WIDTH).slice(0, 2)) {
    lines.push({ text, weight: 500, size: 46, x: MARGIN, y, fill: PALETTE.paper });
    y += 54;
  }
  const subtitleSize = fitSize(input.subtitle, 500, 32, TEXT_WIDTH);
  lines.push({ text: input.subtitle, weight: 500, size: subtitleSize, x: MARGIN, y: HEIGHT - 64, fill: PALETTE.sun });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect x="${MARGIN}" y="${HEIGHT - 120}" width="96" height="8" fill="${PALETTE.coral}"/>`,
    ...lines.map(textPath),
    "</svg>",
  ].join("");
}

async function posterLayer(file: string, angle: number): Promise<{ data: Buffer; width: number; height: number }> {
  // A paper frame around each poster, then the tilt, on a transparent background.
  const framed = await sharp(file)
    .resize(POSTER.width, POSTER.height, { fit: "cover" })
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: PALETTE.paper })
    .png()
    .toBuffer();
  const { data, info } = await sharp(framed)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A 1200x630 PNG: festival name, page and dates on the left, our own posters on the right. */
export async function composeShareImage(input: ShareImageInput): Promise<Buffer> {
  const artwork = input.artwork.slice(0, FAN.length);
  // With fewer posters, keep the middle slot (drawn last) for the last one.
  const slots = artwork.length === 1 ? [FAN[2]] : artwork.length === 2 ? [FAN[0], FAN[1]] : FAN;
  const overlays: OverlayOptions[] = [];
  for (const [i, file] of artwork.entries()) {
    const slot = slots[i];
    const layer = await posterLayer(file, slot.angle);
    overlays.push({
      input: layer.data,
      left: Math.round(slot.centreX - layer.width / 2),
      top: Math.round(slot.centreY - layer.height / 2),
    });
  }
  overlays.push({ input: Buffer.from(textSvg(input)), left: 0, top: 0 });
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: PALETTE.ink } })
    .composite(overlays)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
