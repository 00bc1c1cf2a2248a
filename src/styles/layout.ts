// The page layout in numbers, for the markup that must agree with the CSS: the `sizes` of every
// responsive image, the widths generated for it, and the smallest source file a volunteer should
// supply. The values mirror _tokens.scss, _custom-properties.scss and the component stylesheets; layout.test.ts compiles those
// stylesheets and fails, naming the value, when the two disagree. Lengths are CSS px (1rem = 16px).

import { talkGalleryColumns } from "../components/poster/image-sizes";

const REM = 16;
const rem = (value: number): number => value * REM;

/** The media-query breakpoints of _tokens.scss ($bp-sm, $bp-nav, $bp-lg). */
export const BREAKPOINTS = { sm: 600, nav: 960, lg: 1100 } as const;

/** --space-1 … --space-8 of _custom-properties.scss. */
export const SPACE = { 1: rem(0.25), 2: rem(0.5), 3: rem(0.75), 4: rem(1), 5: rem(1.5), 6: rem(2), 7: rem(3), 8: rem(4.5) } as const;

/** --page-width: the widest the content column gets. */
export const PAGE_WIDTH = rem(75);

/** --gutter: clamp(1rem, 0.5rem + 2.5vw, 2rem), the page's side padding. */
export const GUTTER = { min: rem(1), base: rem(0.5), vw: 2.5, max: rem(2) } as const;

/** The narrowest screen the layout is made for (WCAG 1.4.10: 1280 px at 400 % zoom). */
export const SMALLEST_VIEWPORT = 320;

/** @mixin card-frame: the ink border of every card. */
export const CARD_BORDER = 2;

/** The home hero (hero.module.scss): text and posters side by side from $bp-nav. */
export const HERO = {
  /** .inner from-nav: minmax(0, 1.15fr) minmax(0, 1fr), gap --space-6. */
  copyFr: 1.15,
  postersFr: 1,
  columnGap: SPACE[6],
  /** .posters: two columns, at most 17rem wide on phones, 36rem from $bp-sm. */
  postersMaxWidth: { base: rem(17), sm: rem(36) },
  postersGap: { base: SPACE[3], nav: SPACE[4] },
  posterBorder: 3,
} as const;

/** A concert on /concerti (concert-card.module.scss): poster 2fr beside the facts 3fr from $bp-sm. */
export const CONCERT_CARD = {
  padding: { base: SPACE[4], sm: SPACE[5] },
  gap: SPACE[5],
  posterFr: 2,
  bodyFr: 3,
} as const;

/** An edition on /edizioni (edition-card.module.scss): poster 1fr beside the facts 2fr from $bp-sm. */
export const EDITION_CARD = {
  padding: { base: SPACE[4], sm: SPACE[5] },
  gap: SPACE[4],
  posterFr: 1,
  bodyFr: 2,
} as const;

/** A talk on /talks (talk-card.module.scss): the gallery takes half the card from $bp-nav. */
export const TALK_CARD = {
  padding: { base: SPACE[4], nav: SPACE[5] },
  gap: SPACE[5],
  /** Two or four images in two columns, three in three. */
  galleryGap: SPACE[2],
} as const;

/** A programme card (event-card.module.scss): the poster column is fixed. */
export const PROGRAMME_POSTER_WIDTH = rem(6.5);

/** The festival mark in the top bar (logo.module.scss). */
export const LOGO_SIZE = rem(2.5);

/** The sponsors banner (sponsors.module.scss): the page column, inside its 2px border. */
export const SPONSOR_BORDER = 2;

export function gutter(viewport: number): number {
  return Math.min(GUTTER.max, Math.max(GUTTER.min, GUTTER.base + (GUTTER.vw / 100) * viewport));
}

/** The content width of @mixin page-container. */
export function containerWidth(viewport: number): number {
  return Math.min(viewport, PAGE_WIDTH) - 2 * gutter(viewport);
}

/** Width of one of `count` equal columns (minmax(0, 1fr)) sharing `width` with `gap` between them. */
const column = (width: number, count: number, gap: number): number => (width - (count - 1) * gap) / count;

/** Content width of a card's inside (inside its border and padding). */
const cardInside = (viewport: number, padding: number): number => containerWidth(viewport) - 2 * CARD_BORDER - 2 * padding;

function heroPoster(viewport: number): number {
  const wide = viewport >= BREAKPOINTS.nav;
  const postersColumn = wide ? ((containerWidth(viewport) - HERO.columnGap) * HERO.postersFr) / (HERO.copyFr + HERO.postersFr) : containerWidth(viewport);
  const maxWidth = viewport >= BREAKPOINTS.sm ? HERO.postersMaxWidth.sm : HERO.postersMaxWidth.base;
  const posters = Math.min(postersColumn, maxWidth);
  return column(posters, 2, wide ? HERO.postersGap.nav : HERO.postersGap.base) - 2 * HERO.posterBorder;
}

function concertPoster(viewport: number): number {
  if (viewport < BREAKPOINTS.sm) return cardInside(viewport, CONCERT_CARD.padding.base);
  const inside = cardInside(viewport, CONCERT_CARD.padding.sm) - CONCERT_CARD.gap;
  return (inside * CONCERT_CARD.posterFr) / (CONCERT_CARD.posterFr + CONCERT_CARD.bodyFr);
}

function editionPoster(viewport: number): number {
  if (viewport < BREAKPOINTS.sm) return cardInside(viewport, EDITION_CARD.padding.base);
  const inside = cardInside(viewport, EDITION_CARD.padding.sm) - EDITION_CARD.gap;
  return (inside * EDITION_CARD.posterFr) / (EDITION_CARD.posterFr + EDITION_CARD.bodyFr);
}

function talkGallery(viewport: number): number {
  if (viewport < BREAKPOINTS.nav) return cardInside(viewport, TALK_CARD.padding.base);
  return column(cardInside(viewport, TALK_CARD.padding.nav), 2, TALK_CARD.gap);
}

/** Every place an image is shown, as its rendered width (CSS px, inside any border) at a viewport width. */
export const IMAGE_SLOTS = {
  heroPoster,
  concertPoster,
  editionPoster,
  talkImage2: (viewport: number) => column(talkGallery(viewport), 2, TALK_CARD.galleryGap),
  talkImage3: (viewport: number) => column(talkGallery(viewport), 3, TALK_CARD.galleryGap),
  programmePoster: () => PROGRAMME_POSTER_WIDTH,
  // An archived edition's programme posters: programmePoster's box, in a sizes module of its own so
  // that the archive page's chunk shares no module with the home's (src/components/programme/archive-programme.tsx).
  archiveProgrammePoster: () => PROGRAMME_POSTER_WIDTH,
  sponsorBanner: (viewport: number) => containerWidth(viewport) - 2 * SPONSOR_BORDER,
  logo: () => LOGO_SIZE,
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

export const talkImageSlot = (imageCount: number): ImageSlot => (talkGalleryColumns(imageCount) === 3 ? "talkImage3" : "talkImage2");

/**
 * The hero's extra widths: exactly what 1.75x and 2x phones need for its posters, which every phone
 * loads with the first screen of the home page (the ladder alone would give them up to 1.5x more).
 */
export const HERO_PHONE_WIDTHS = [1.75, 2].map((density) => Math.ceil(IMAGE_SLOTS.heroPoster(SMALLEST_VIEWPORT) * density));

// Above the page width nothing changes any more: every layout value is fixed from there on.
const LAST_CHANGE = PAGE_WIDTH;

function viewportsToCheck(): number[] {
  const list: number[] = [];
  for (let viewport = SMALLEST_VIEWPORT; viewport <= LAST_CHANGE + 1; viewport += 1) list.push(viewport);
  return list;
}

/** The widest and narrowest the slot gets on any screen from SMALLEST_VIEWPORT up. */
export function slotRange(slot: ImageSlot): { smallest: number; largest: number } {
  const widths = viewportsToCheck().map((viewport) => IMAGE_SLOTS[slot](viewport));
  return { smallest: Math.min(...widths), largest: Math.max(...widths) };
}

/**
 * The pixel density we serve up to: from 2x the eye no longer tells the difference at arm's length,
 * so 3x phones may get 2x files (they still get sharper ones where the widths allow).
 */
export const MAX_DENSITY = 2;

/** The source width a slot needs: its largest box at MAX_DENSITY. */
export function neededSourceWidth(slot: ImageSlot): number {
  return Math.ceil(slotRange(slot).largest * MAX_DENSITY);
}

// `sizes` may overstate a slot a little (up to 5% more width) to stay short: it travels in every
// page's first round trip. It never understates it by more than half a pixel.
const SIZES_TOLERANCE = 0.05;

interface Segment {
  from: number; // viewport width where it starts (px)
  slope: number; // px of slot per px of viewport
  offset: number; // px
}

const fits = (segment: Segment, slot: (viewport: number) => number, from: number, to: number): boolean => {
  for (let viewport = from; viewport <= to; viewport += 1) {
    const stated = segment.slope * viewport + segment.offset;
    const actual = slot(viewport);
    if (stated < actual - 0.5 || stated > actual * (1 + SIZES_TOLERANCE) + 0.5) return false;
  }
  return true;
};

/** The slot as a few linear pieces (constant or a multiple of vw), from the smallest viewport up. */
function segmentsOf(slot: (viewport: number) => number): Segment[] {
  const last = LAST_CHANGE - 1;
  const segments: Segment[] = [];
  let from = SMALLEST_VIEWPORT;
  while (from <= last) {
    let best: { to: number; segment: Segment } | undefined;
    for (let to = from; to <= last; to += 1) {
      let highest = 0;
      for (let viewport = from; viewport <= to; viewport += 1) highest = Math.max(highest, slot(viewport));
      const flat: Segment = { from, slope: 0, offset: highest };
      const slope = to > from ? (slot(to) - slot(from)) / (to - from) : 0;
      const line: Segment = { from, slope, offset: slot(from) - slope * from };
      if (fits(flat, slot, from, to)) best = { to, segment: flat };
      else if (fits(line, slot, from, to)) best = { to, segment: line };
      else break;
    }
    // `from..from` always fits as a constant, so best is set.
    segments.push(best!.segment);
    from = best!.to + 1;
  }
  // Past the page width every slot keeps its size: the widest screens get a constant.
  const final = segments[segments.length - 1];
  if (final.slope !== 0 || final.offset !== slot(LAST_CHANGE)) segments.push({ from: LAST_CHANGE, slope: 0, offset: slot(LAST_CHANGE) });
  return segments;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

function lengthOf(segment: Segment): string {
  if (segment.slope === 0) return `${Math.ceil(segment.offset)}px`;
  const vw = round2(segment.slope * 100);
  // Rounding vw to 0.01 moves the value by at most 0.13px on a 2560px screen; the offset rounds up.
  const offset = Math.ceil(segment.offset);
  return `calc(${vw}vw ${offset < 0 ? "-" : "+"} ${Math.abs(offset)}px)`;
}

/**
 * The `sizes` attribute of a slot, made from the layout above: one length per linear piece, widest
 * screens first (the browser takes the first media condition that matches).
 */
export function sizesOf(slot: ImageSlot): string {
  const segments = segmentsOf(IMAGE_SLOTS[slot]);
  const [narrowest, ...wider] = segments;
  return [...wider.reverse().map((segment) => `(min-width: ${segment.from}px) ${lengthOf(segment)}`), lengthOf(narrowest)].join(", ");
}

/**
 * Largest step between two consecutive widths of a srcset. Chromium takes the smallest file at
 * least as wide as `sizes` × density, so a 3x phone gets at most 3 × 1.05 (SIZES_TOLERANCE) × 1.58
 * = 4.98 times its box: 2.49 times the 2x need, within the rule's 2.5; 1x and 2x screens get at most
 * 1.66 times their need. Every width fewer is ~10 bytes less per image in each page's HTML.
 */
export const WIDTH_STEP = 1.58;

/**
 * The widths to generate for images shown in these slots: from 2.5 times the smallest box at 1x (at
 * most) to the largest at MAX_DENSITY, no two neighbours further apart than WIDTH_STEP, plus `extra` widths (a phone
 * slot's exact need, where the bytes of the first screen count most). Gatsby leaves out those wider
 * than the source, and adds the source's own width instead.
 */
export function srcsetWidths(slots: readonly ImageSlot[], extra: readonly number[] = []): number[] {
  const smallest = Math.min(...slots.map((slot) => slotRange(slot).smallest));
  const largest = Math.max(...slots.map(neededSourceWidth));
  // A slot of one fixed size needs a 1x and a 2x file: every screen then gets 1 to 2 times its need.
  if (largest === Math.ceil(smallest * MAX_DENSITY) && extra.length === 0) return [Math.ceil(smallest), largest];
  // The narrowest file may carry up to 2.5 times what the smallest box needs at 1x (a 1x phone, a
  // screen that hardly exists any more): every other screen needs more of it anyway, and each image
  // in every page's HTML lists one or two files fewer, bytes that travel in the first round trip.
  const first = Math.min((smallest * 2.5) / (1 + SIZES_TOLERANCE), ...extra);
  const stops = [...new Set([first, ...extra, largest].map((width) => Math.ceil(width)))].sort((a, b) => a - b);
  const widths: number[] = [stops[0]];
  for (let index = 1; index < stops.length; index += 1) {
    const [low, high] = [stops[index - 1], stops[index]];
    const steps = Math.ceil(Math.log(high / low) / Math.log(WIDTH_STEP) - 1e-9);
    for (let step = 1; step <= steps; step += 1) widths.push(step === steps ? high : Math.ceil(low * (high / low) ** (step / steps)));
  }
  return [...new Set(widths)];
}

/** The image queries of the components, with the slots their images fill (see `npm run image-layout`). */
export const IMAGE_QUERIES: readonly { file: string; fragment: string; slots: readonly ImageSlot[]; extraWidths?: readonly number[] }[] = [
  { file: "src/components/hero/hero.tsx", fragment: "HeroConcert", slots: ["heroPoster"], extraWidths: HERO_PHONE_WIDTHS },
  { file: "src/components/concert-card/concert-card.tsx", fragment: "ConcertCard", slots: ["concertPoster"] },
  // The archived edition's concerts, in the same card (src/templates: its own node type needs its own fragment).
  { file: "src/templates/archivio.tsx", fragment: "ArchiveConcertCard", slots: ["concertPoster"] },
  { file: "src/components/edition-card/edition-card.tsx", fragment: "EditionCard", slots: ["editionPoster"] },
  { file: "src/components/talk-card/talk-card.tsx", fragment: "TalkImage", slots: ["talkImage2", "talkImage3"] },
  { file: "src/components/programme/event-card.tsx", fragment: "ProgrammeEvent", slots: ["programmePoster"] },
  { file: "src/components/sponsors/sponsors.tsx", fragment: "SponsorsSite", slots: ["sponsorBanner"] },
];
