import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../../post-build/list-files";
import { deferGatsbyScripts } from "./post-paint-loader";

/** Puts the post-paint loader in every built page. Returns how many pages it rewrote. */
export async function writePostPaintLoader(publicDir: string): Promise<{ pages: number; rewritten: number }> {
  // Slice fragments under _gatsby/ are already stitched into the pages; they are not pages. Nor is
  // admin/ (Decap CMS, post-build/cms), left by the previous build until the CMS step rewrites it.
  const files = (await listFiles(publicDir)).filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/") && !file.startsWith("admin/"));
  let rewritten = 0;
  for (const file of files) {
    const html = await readFile(path.join(publicDir, file), "utf8");
    const result = deferGatsbyScripts(html, file);
    if (result.changed) {
      await writeFile(path.join(publicDir, file), result.html);
      rewritten += 1;
    }
  }
  return { pages: files.length, rewritten };
}
