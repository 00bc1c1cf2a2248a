import { pagePaths } from "../utils/page-paths";

/** "cinema-monviso" → "/luoghi/cinema-monviso/": the slug is written once in data/luoghi.json and never changes. */
export const venuePagePath = (slug: string): string => `${pagePaths.luoghi}${slug}/`;
