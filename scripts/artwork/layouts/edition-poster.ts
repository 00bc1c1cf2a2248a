// One poster per edition: the year huge, the dates, the place, and the guests on a panel.
import { connections } from "../motif";
import { colors, panelOn, textOn, type ColorName } from "../palette";
import { fitItems, fitLine, fitText } from "../typography";
import type { Stack } from "./frame";
import { header, innerWidth, poster, stackUp, svgDocument } from "./frame";

export interface EditionPoster {
  seed: string;
  anno: number;
  data: string;
  luogo: string;
  ospiti: string[];
  upcoming: boolean;
}

const yearColors: Record<number, ColorName> = { 2025: "sun", 2024: "violet", 2023: "teal" };
const fallbackColors: ColorName[] = ["coral", "teal", "violet", "sun"];

function editionColor(anno: number): ColorName {
  return yearColors[anno] ?? fallbackColors[anno % fallbackColors.length];
}

export function editionPoster({ seed, anno, data, luogo, ospiti, upcoming }: EditionPoster): string {
  const { width, height, margin } = poster;
  const background = editionColor(anno);
  const ink = textOn(background);
  const top = header("CONNESSIONI", upcoming ? "PROSSIMA EDIZIONE" : undefined, background);

  // Guests panel at the bottom, sized to its content.
  const panelColor = panelOn(background);
  const pad = 52;
  const names = fitItems(ospiti, " · ", 700, innerWidth - 2 * pad, 3, 110, 40);
  const guests = stackUp(
    [
      { lines: [ospiti.length === 1 ? "OSPITE" : "OSPITI"], size: 40, weight: 700, color: panelColor === "ink" ? "sun" : "violet" },
      { ...names, weight: 700, color: textOn(panelColor), leading: 1.2, gap: 20 },
    ],
    height - margin - pad,
    margin + pad,
  );
  const panelTop = Math.round(guests.top - pad);
  const panelSvg = `<rect x="${margin}" y="${panelTop}" width="${innerWidth}" height="${height - margin - panelTop}" rx="28" fill="${colors[panelColor]}"/>`;

  // The year shrinks (from 420 px) only as far as needed to leave room for the motif.
  const motifTop = top.bottom + 56;
  const year = String(anno);
  const dates = data.toUpperCase();
  const mainBlock = (largest: number): Stack =>
    stackUp(
      [
        { lines: [year], size: fitLine(year, 700, innerWidth, largest), weight: 700, color: ink, leading: 1 },
        { lines: [dates], size: fitLine(dates, 700, innerWidth, 76), weight: 700, color: ink, gap: 20 },
        { ...fitText(luogo, 500, innerWidth, 3, 44, 30), weight: 500, color: ink, leading: 1.3, gap: 16 },
      ],
      panelTop - 64,
    );
  let main = mainBlock(420);
  for (let largest = 400; main.top - 72 - motifTop < 200 && largest >= 240; largest -= 20) main = mainBlock(largest);

  const motif = connections(seed, { x: margin, y: motifTop, width: innerWidth, height: main.top - 72 - motifTop }, background);
  return svgDocument(width, height, background, motif + top.svg + main.svg + panelSvg + guests.svg);
}
