// The bytes of every page Gatsby wrote: valid UTF-8 and no NUL. React 18's streaming renderer left
// NULs before accented letters in some pages (see gatsby/post-build/nul-bytes); which pages depends
// on the content, so every page of the build under test is read, the grown content's included.
import fs from "node:fs";
import path from "node:path";
import { PUBLIC_DIR } from "./read-built-site";

function htmlFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return relative === "admin" ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith(".html") ? [relative] : [];
  });
}

const pages = htmlFiles(PUBLIC_DIR);

test("the build has pages to check", () => {
  expect(pages.length).toBeGreaterThanOrEqual(4);
});

test.each(pages)("%s is valid UTF-8 without NUL bytes", (file) => {
  const bytes = fs.readFileSync(path.join(PUBLIC_DIR, file));
  expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).not.toThrow();
  const nul = bytes.indexOf(0);
  expect(nul === -1 ? null : bytes.subarray(Math.max(0, nul - 60), nul + 20).toString("latin1")).toBeNull();
});
