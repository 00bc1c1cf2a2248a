// The poster of one event: type colour, big title, then a panel with day, time and venue.
import { connections } from "../motif";
import { accentOn, panelOn, textOn, typeColor, type ColorName } from "../palette";
import { shortDateLine } from "../italian-dates";
import { capHeight, fitLine, fitText, measure, textPath } from "../typography";
import { header, innerWidth, panel, poster, stackUp, svgDocument, type Row, type Stack } from "./frame";

export interface EventPoster {
  /** Output file name; seeds the motif. */
  seed: string;
  tipo: string;
  title: string;
  /** Optional line(s) under the title, e.g. the speakers. */
  subtitle?: string;
  data: string;
  ora: string;
  luogo: string;
}

function titleBlock(title: string, subtitle: string | undefined, color: ColorName, largest: number, bottom: number): Stack {
  const rows: Row[] = [{ ...fitText(title, 700, innerWidth, 4, largest, 60), weight: 700, color, leading: 1.04 }];
  if (subtitle) rows.push({ ...fitText(subtitle, 500, innerWidth, 3, 44, 30), weight: 500, color, leading: 1.3, gap: 24 });
  return stackUp(rows, bottom);
}

export function eventPoster({ seed, tipo, title: titleText, subtitle, data, ora, luogo }: EventPoster): string {
  const { width, height, margin } = poster;
  const background = typeColor(tipo);
  const ink = textOn(background);
  const parts: string[] = [];

  const top = header("CONNESSIONI 2025", tipo.toUpperCase(), background);
  parts.push(top.svg);

  // Bottom panel: date line, big time, venue beside the time.
  const panelHeight = 300;
  const panelTop = height - margin - panelHeight;
  const panelColor = panelOn(background);
  const pad = 52;
  const panelInner = innerWidth - 2 * pad;
  parts.push(panel(panelTop, panelHeight, background));
  const dateSize = fitLine(shortDateLine(data), 700, panelInner, 54);
  parts.push(
    textPath({ text: shortDateLine(data), x: margin + pad, y: panelTop + pad + capHeight(dateSize), size: dateSize, weight: 700, color: textOn(panelColor) }),
  );
  const timeSize = 140;
  const timeBaseline = panelTop + panelHeight - pad;
  parts.push(textPath({ text: ora, x: margin + pad, y: timeBaseline, size: timeSize, weight: 700, color: accentOn(panelColor) }));
  const venueRoom = panelInner - measure(ora, 700, timeSize) - 48;
  const venueSize = fitLine(luogo, 700, venueRoom, 52);
  parts.push(textPath({ text: luogo, x: width - margin - pad, y: timeBaseline, size: venueSize, weight: 700, color: textOn(panelColor), anchor: "end" }));

  // Title block sits on the panel; the subtitle, when present, goes between them. The title shrinks
  // until the motif keeps at least minMotif px above it.
  const motifTop = top.bottom + 56;
  const minMotif = 200;
  let block = titleBlock(titleText, subtitle, ink, 170, panelTop - 64);
  for (let largest = 160; block.top - 64 - motifTop < minMotif && largest >= 80; largest -= 10) {
    block = titleBlock(titleText, subtitle, ink, largest, panelTop - 64);
  }
  parts.push(block.svg);
  const titleTop = block.top;

  parts.unshift(connections(seed, { x: margin, y: motifTop, width: innerWidth, height: titleTop - 64 - motifTop }, background));

  return svgDocument(width, height, background, parts.join(""));
}
