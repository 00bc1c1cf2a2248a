/** A venue's photo or map: the page's text column (48rem at most), the whole width on phones. */
export const VENUE_IMAGE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2.5rem)";
