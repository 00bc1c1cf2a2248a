/**
 * How many concerts the home's first screen shows (posters and ticket buttons), whatever the number
 * of concerts: more would push the tagline down, load more eager images and fill the first round
 * trip. The others are a link away (the concerts page) and in the bar's and the practical lists.
 */
export const HERO_CONCERTS = 2;
