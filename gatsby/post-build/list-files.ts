import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under `dir`, as sorted paths relative to it with "/" separators. */
export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}
