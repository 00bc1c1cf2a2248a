import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../list-files";

/**
 * React 18's streaming renderer (renderToPipeableStream, which Gatsby uses to write every page)
 * encodes into 2 KiB buffers, and when a multi-byte UTF-8 character (à, è, ’, “) does not fit at a
 * buffer's end it still sends the whole buffer: the unused bytes go out as NULs, and the character
 * starts the next buffer (facebook/react#26228, fixed in React 19 only; gatsbyjs/gatsby#38747).
 * Which pages it hits depends on where the 2 KiB boundaries fall, so any edit of data/ can move it
 * onto a title or an alt text ("gi\0à"). HTML never holds a NUL of its own, so taking them out
 * gives exactly the page React meant to write.
 */
export function withoutNulBytes(html: Buffer): Buffer {
  return html.includes(0) ? Buffer.from(html.filter((byte) => byte !== 0)) : html;
}

/** Every page Gatsby wrote (Decap's own /admin/ files aside). */
const isGatsbyHtml = (file: string) => file.endsWith(".html") && !file.startsWith("admin/");

/** Rewrites the pages under `publicDir` that hold NULs; returns them and how many bytes went. */
export async function stripNulBytes(publicDir: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = [];
  let bytes = 0;
  for (const file of (await listFiles(publicDir)).filter(isGatsbyHtml)) {
    const html = await readFile(path.join(publicDir, file));
    const clean = withoutNulBytes(html);
    if (clean === html) continue;
    await writeFile(path.join(publicDir, file), clean);
    files.push(file);
    bytes += html.length - clean.length;
  }
  return { files, bytes };
}
