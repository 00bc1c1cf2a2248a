import path from "node:path";

/**
 * The folder with the site's data: CONNESSIONI_DATA_DIR (relative to the project root, or absolute)
 * or data/. Same rule as gatsby-config.ts, so the check and the build look at the same files.
 */
export function resolveDataDir(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(projectRoot, env.CONNESSIONI_DATA_DIR ?? "data");
}

/** How messages name the folder: "data" inside the project, the absolute path elsewhere. */
export function displayDirFor(dataDir: string, projectRoot: string): string {
  const relative = path.relative(projectRoot, dataDir);
  if (relative === "") return ".";
  if (relative.startsWith("..") || path.isAbsolute(relative)) return dataDir.split(path.sep).join("/");
  return relative.split(path.sep).join("/");
}
