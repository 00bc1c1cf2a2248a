import { pagePaths } from "./page-paths";

/**
 * The page of an archived edition (data/archivio/<anno>/), e.g. "/edizioni/2025/". Apart from
 * page-paths.ts, which every page ships in the shared chunk: only the archive's own chunk needs this.
 */
export const archivePagePath = (anno: number | string): string => `${pagePaths.edizioni}${anno}/`;
