// The site's palette (kept equal to the design tokens) so posters and pages look like one thing.
export const colors = {
  ink: "#14123A",
  paper: "#FFF8EC",
  coral: "#FF5A3C",
  sun: "#FFC83D",
  violet: "#6C4CF1",
  teal: "#12A594",
} as const;

export type ColorName = keyof typeof colors;

/** Background of a programme poster by event type; unknown types fall back to ink, like the site's badge. */
export function typeColor(tipo: string): ColorName {
  switch (tipo) {
    case "Talk":
      return "violet";
    case "Concerto":
      return "coral";
    case "Spettacolo":
      return "teal";
    default:
      return "ink";
  }
}

/**
 * Text colour for a background. Chosen by WCAG contrast: paper on violet is 5.1:1, ink on coral, teal
 * and sun is 5.7-11.5:1, whereas paper on coral or teal would be under 3:1.
 */
export function textOn(background: ColorName): ColorName {
  return background === "ink" || background === "violet" ? "paper" : "ink";
}

/** A second, louder text colour for big figures (times, years) that still contrasts strongly. */
export function accentOn(background: ColorName): ColorName {
  if (background === "ink") return "sun";
  if (background === "paper") return "violet";
  return textOn(background);
}

/** Colour of a solid panel laid on a background, so the panel's own text can be checked independently. */
export function panelOn(background: ColorName): ColorName {
  return background === "ink" ? "paper" : "ink";
}
