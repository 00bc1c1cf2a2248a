// Companion cards of a talk (second to fourth image). Their content follows the card's alt text in
// talks.json, so what the picture shows and what a screen reader announces stay the same.
import { shortDateLine, longDate } from "../italian-dates";
import { connections } from "../motif";
import { accentOn, colors, textOn, type ColorName } from "../palette";
import { fitLine, fitText } from "../typography";
import { header, innerWidth, poster, stackUp, svgDocument, type Row } from "./frame";

export interface TalkCard {
  seed: string;
  /** 2, 3 or 4: picks the background so the cards of one talk differ from each other. */
  position: number;
  alt: string;
  titolo: string;
  data: string;
  ora: string;
  luogo: string;
}

const backgrounds: ColorName[] = ["ink", "paper", "sun"];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Rows of the card body, chosen from the alt text's shape; anything unforeseen becomes a statement card. */
function bodyRows(card: TalkCard, background: ColorName): Row[] {
  const ink = textOn(background);
  const accent = accentOn(background);
  const kicker = (text: string): Row => ({ lines: [text], size: 44, weight: 700, color: accent });

  const guests = /^Gli ospiti del talk:\s*(.+)$/i.exec(card.alt);
  if (guests) {
    const names = guests[1]
      .split(/,\s*|\s+e\s+/)
      .map((name) => name.trim())
      .filter(Boolean);
    const indent = 96;
    const size = Math.min(...names.map((name) => fitLine(name, 700, innerWidth - indent, 120)));
    return [
      kicker(names.length === 1 ? "L'OSPITE" : "GLI OSPITI"),
      { lines: names, size, weight: 700, color: ink, leading: 1.45, gap: 40, indent, bullet: { fill: accent, stroke: ink } },
    ];
  }

  const moderator = /^Modera\s+([^,]+)(?:,\s*(.+))?$/i.exec(card.alt);
  if (moderator) {
    const rows: Row[] = [kicker("MODERA"), { ...fitText(moderator[1], 700, innerWidth, 2, 170, 70), weight: 700, color: ink, leading: 1.02, gap: 36 }];
    if (moderator[2]) rows.push({ ...fitText(capitalise(moderator[2]), 500, innerWidth, 2, 60, 36), weight: 500, color: ink, leading: 1.2, gap: 28 });
    return rows;
  }

  if (card.alt.includes(card.ora)) {
    const { day, rest } = longDate(card.data);
    const venueAt = card.alt.indexOf(card.luogo);
    const note =
      venueAt >= 0
        ? card.alt
            .slice(venueAt + card.luogo.length)
            .replace(/^[\s,.;:]+/, "")
            .replace(/\.$/, "")
        : "";
    const rows: Row[] = [
      kicker("QUANDO E DOVE"),
      { lines: [day], size: fitLine(day, 700, innerWidth, 150), weight: 700, color: ink, leading: 1, gap: 36 },
      { lines: [rest], size: fitLine(rest, 700, innerWidth, 72), weight: 700, color: ink, gap: 8 },
      { lines: [card.ora], size: 220, weight: 700, color: accent, gap: 36 },
      { lines: [card.luogo], size: fitLine(card.luogo, 700, innerWidth, 72), weight: 700, color: ink, gap: 16 },
    ];
    if (note) rows.push({ ...fitText(capitalise(note), 500, innerWidth, 2, 48, 32), weight: 500, color: ink, leading: 1.2, gap: 20 });
    return rows;
  }

  // Statement: the part before the first comma large, the rest as a second voice.
  const comma = card.alt.indexOf(", ");
  const lead = comma > 0 ? card.alt.slice(0, comma) : card.alt;
  const rows: Row[] = [
    kicker(`${shortDateLine(card.data)} · ${card.ora}`),
    { ...fitText(lead, 700, innerWidth, 5, 130, 60), weight: 700, color: ink, leading: 1.06, gap: 36 },
  ];
  if (comma > 0) rows.push({ ...fitText(capitalise(card.alt.slice(comma + 2)), 500, innerWidth, 3, 56, 34), weight: 500, color: ink, leading: 1.2, gap: 28 });
  return rows;
}

export function talkCard(card: TalkCard): string {
  const { width, height, margin } = poster;
  const background = backgrounds[(card.position - 2) % backgrounds.length];
  const ink = textOn(background);
  const top = header("CONNESSIONI 2025", "TALK", background);

  // Footer: the talk's title, so a card shared on its own still says which talk it belongs to.
  const footerText = fitText(card.titolo, 500, innerWidth, 2, 40, 30);
  const footer = stackUp([{ ...footerText, weight: 500, color: ink, leading: 1.25 }], height - margin);
  const rule = `<rect x="${margin}" y="${Math.round(footer.top - 40)}" width="${innerWidth}" height="6" fill="${colors[ink]}"/>`;

  const body = stackUp(bodyRows(card, background), Math.round(footer.top - 110));
  const motifTop = top.bottom + 56;
  const motif = connections(card.seed, { x: margin, y: motifTop, width: innerWidth, height: body.top - 72 - motifTop }, background);
  return svgDocument(width, height, background, motif + top.svg + body.svg + rule + footer.svg);
}
