import fs from "node:fs";
import path from "node:path";

/** Every file of a build folder, relative to it with "/" separators, without the hosts' own files. */
export function listBuiltFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return listBuiltFiles(path.join(dir, entry.name), relative);
    if (prefix === "" && (entry.name === "_headers" || entry.name === "_redirects")) return [];
    return [relative];
  });
}
