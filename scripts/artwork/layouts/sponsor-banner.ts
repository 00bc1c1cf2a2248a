// Wide banner naming the supporters as text only (no third-party logos). The names come from
// sito.json's sponsorAlt, so the picture and its alt text can never disagree.
import { colors, type ColorName } from "../palette";
import { neededSourceWidth } from "../../../src/styles/layout";
import { measure, textPath } from "../typography";

export const banner = { width: 1600, height: 440, margin: 72 } as const;

/**
 * The banner is drawn on the 1600 x 440 grid above and rendered larger, in quarter steps, so that
 * the file is at least as wide as the banner's largest box on the site at 2x (src/styles/layout.ts).
 */
export const bannerScale = Math.ceil((neededSourceWidth("sponsorBanner") / banner.width) * 4) / 4;

interface Group {
  label: string;
  names: string[];
}

/** "Con il sostegno di A, B e C; con il patrocinio di D e E; partner: F, G." → labelled groups. */
export function sponsorGroups(alt: string): Group[] {
  return alt
    .replace(/\.\s*$/, "")
    .split(/;\s*/)
    .map((part) => {
      const match = /^(partner|con il \S+ di)\s*:?\s*(.+)$/i.exec(part.trim());
      if (!match) throw new Error(`sponsorAlt: non capisco il gruppo "${part}" (atteso "Con il ... di ..." o "partner: ...").`);
      return {
        label: match[1].toUpperCase(),
        names: match[2]
          .split(/,\s*|\s+e\s+/)
          .map((name) => name.trim())
          .filter(Boolean),
      };
    });
}

const groupColors: ColorName[] = ["violet", "coral", "teal", "sun"];

export function sponsorBanner(alt: string): string {
  const { width, height, margin } = banner;
  const groups = sponsorGroups(alt);
  const labelSize = 28;
  const linkY = 56;
  const labelBaseline = 128;
  const firstName = 190;

  // Largest name size at which the columns fit side by side with at least 56 px between them.
  let nameSize = 38;
  let columns: number[] = [];
  for (; nameSize >= 24; nameSize -= 1) {
    const step = nameSize * 1.32;
    columns = groups.map((group) => Math.max(measure(group.label, 700, labelSize), ...group.names.map((name) => measure(name, 500, nameSize))));
    const tallest = Math.max(...groups.map((group) => group.names.length));
    const fitsWidth = columns.reduce((sum, column) => sum + column, 0) + 56 * (groups.length - 1) <= width - 2 * margin;
    if (fitsWidth && firstName + (tallest - 1) * step <= height - 76) break;
  }
  const gap = (width - 2 * margin - columns.reduce((sum, column) => sum + column, 0)) / Math.max(1, groups.length - 1);

  const parts: string[] = [];
  const nodes: string[] = [];
  let x = margin;
  const starts: number[] = [];
  groups.forEach((group, index) => {
    starts.push(x);
    nodes.push(
      `<circle cx="${Math.round(x + 22)}" cy="${linkY}" r="22" fill="${colors[groupColors[index % groupColors.length]]}" stroke="${colors.ink}" stroke-width="9"/>`,
    );
    parts.push(textPath({ text: group.label, x, y: labelBaseline, size: labelSize, weight: 700, color: "ink" }));
    group.names.forEach((name, line) => {
      parts.push(textPath({ text: name, x, y: Math.round(firstName + line * nameSize * 1.32), size: nameSize, weight: 500, color: "ink" }));
    });
    x += columns[index] + gap;
  });
  const link = `<line x1="${Math.round(starts[0] + 22)}" y1="${linkY}" x2="${width - margin}" y2="${linkY}" stroke="${colors.ink}" stroke-width="9" stroke-linecap="round"/>`;
  const underline = `<rect x="0" y="${height - 16}" width="${width}" height="16" fill="${colors.violet}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * bannerScale}" height="${height * bannerScale}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colors.paper}"/>${link}${nodes.join("")}${parts.join("")}${underline}</svg>`
  );
}
