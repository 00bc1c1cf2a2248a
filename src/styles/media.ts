// The layout breakpoints of _tokens.scss as media queries, for markup that must agree with the CSS
// (a <head> preload that applies only where a poster is in the first screen). A unit test keeps the
// two files in step.

/** From here up, cards sit side by side (poster beside the facts) and the hero shows its posters large. */
export const FROM_SM = "(min-width: 600px)";
/** From here up, the full navigation bar shows, and talk cards put their images beside the facts. */
export const FROM_NAV = "(min-width: 960px)";
