// What a page's first round trip carries: its response as scripts/serve.mjs sends it, and where in
// the gzip stream the browser has decoded the page's leading poster (or its text intro).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, constants as zlibConstants } from "node:zlib";
import { parse } from "parse5";
import { attr, byTag, htmlFile, inSiteHeader, leadsWithText, PUBLIC, type Element } from "./page-markup";

const PROJECT_ROOT = path.join(__dirname, "..", "..", "..");
// TCP's initial congestion window (10 segments of 1,460 bytes): what arrives in the first round trip
// after the request, with no wait for an ACK. The response headers and the HTML up to the page's
// leading poster (its <picture>, so the browser can request it) must fit, however much content
// follows: the whole page's weight grows with the programme and is reported by `npm run bench`.
export const FIRST_ROUND_TRIP = 14_600;

/** A page's response from scripts/serve.mjs (what `npm start` runs), asking for gzip: header bytes and the gzip body. */
export function servedResponseOf(route: string): { headerBytes: number; body: Buffer } {
  // An ES module server, from this CommonJS suite: a child node starts it, fetches once, stops it.
  const code = `import http from "node:http";
    import { startServer } from "./scripts/serve.mjs";
    const server = await startServer({ root: ${JSON.stringify(PUBLIC)}, port: 0, host: "127.0.0.1" });
    http.get(server.url.replace(/\\/$/, "") + ${JSON.stringify(route)}, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const lines = [\`HTTP/1.1 \${response.statusCode} \${response.statusMessage}\`];
      for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(\`\${response.rawHeaders[i]}: \${response.rawHeaders[i + 1]}\`);
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", async () => {
        process.stdout.write(JSON.stringify({ headerBytes: Buffer.byteLength(lines.join("\\r\\n") + "\\r\\n\\r\\n"), body: Buffer.concat(chunks).toString("base64") }));
        await server.close();
      });
    });`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: PROJECT_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const { headerBytes, body } = JSON.parse(output) as { headerBytes: number; body: string };
  return { headerBytes, body: Buffer.from(body, "base64") };
}

/**
 * How many bytes of a gzip body the browser must receive before it has decoded the first
 * `htmlBytes` bytes of the HTML: the shortest prefix of the compressed stream that inflates that far
 * (deflate output can be decoded as it arrives, without waiting for the end of its block).
 */
export function compressedBytesUntil(gzipBody: Buffer, htmlBytes: number): number {
  const decodedFrom = (length: number) => {
    try {
      return gunzipSync(gzipBody.subarray(0, length), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).length;
    } catch {
      return 0; // not even the gzip header yet
    }
  };
  let [low, high] = [0, gzipBody.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedFrom(middle) >= htmlBytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The byte offset in a page's HTML just after the start tag of its leading poster's <img>. */
export function leadingPosterEnd(route: string): number {
  const html = fs.readFileSync(htmlFile(route), "utf8");
  const root = parse(html, { sourceCodeLocationInfo: true }) as unknown as Element;
  if (leadsWithText(route)) {
    // An archived edition's first screen is text (its title, what it was, the way to the current
    // edition), and so is the changes page's: no poster leads it, so it must arrive up to the end of
    // the page's intro.
    const intro = byTag(root, "h1")[0]?.parentNode?.parentNode as (Element & { sourceCodeLocation?: { endTag?: { endOffset: number } } }) | undefined;
    if (!intro?.sourceCodeLocation?.endTag) throw new Error(`${route}: no page intro around the <h1>`);
    return Buffer.byteLength(html.slice(0, intro.sourceCodeLocation.endTag.endOffset));
  }
  const leading = byTag(root, "img").find((img) => !inSiteHeader(img) && attr(img, "loading") !== "lazy");
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it (the DOM's Element has no sourceCodeLocation); the lint's program sees parse5's
  const location = (leading as (Element & { sourceCodeLocation?: { startTag?: { endOffset: number } } }) | undefined)?.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`${route}: no leading poster (an eager <img> outside the site header)`);
  return Buffer.byteLength(html.slice(0, location.startTag.endOffset));
}
