/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { STYLES_RECORD, recordStyles, stylesChangedSinceLastBuild, stylesFingerprint } from "../styles-fingerprint";

describe("styles fingerprint: a warm build after a stylesheet change starts clean", () => {
  let root = "";
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-styles-"));
    await fs.mkdir(path.join(root, "src", "components", "footer"), { recursive: true });
    await fs.mkdir(path.join(root, "src", "styles"), { recursive: true });
    await fs.writeFile(path.join(root, "src", "components", "footer", "footer.module.scss"), ".footer { color: red; }\n");
    await fs.writeFile(path.join(root, "src", "components", "footer", "footer.tsx"), "export {};\n");
    await fs.writeFile(path.join(root, "src", "styles", "_tokens.scss"), ":root { --x: 1; }\n");
    await fs.writeFile(path.join(root, "package-lock.json"), "{}\n");
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  const makeGatsbyCache = () => fs.mkdir(path.join(root, ".cache", "caches-lmdb"), { recursive: true });
  const write = (relative: string, text: string) => fs.writeFile(path.join(root, relative), text);

  it("changes with a stylesheet module, a partial or the lockfile, not with other sources", async () => {
    const first = await stylesFingerprint(root);
    await write("src/components/footer/footer.tsx", "export const x = 1;\n");
    expect(await stylesFingerprint(root)).toBe(first);
    for (const [file, text] of [
      ["src/components/footer/footer.module.scss", ".footer { color: blue; }\n"],
      ["src/styles/_tokens.scss", ":root { --x: 2; }\n"],
      ["package-lock.json", '{"lockfileVersion":3}\n'],
    ]) {
      const before = await stylesFingerprint(root);
      await write(file, text);
      expect(await stylesFingerprint(root)).not.toBe(before);
    }
  });

  it("changes when a stylesheet is added or renamed", async () => {
    const first = await stylesFingerprint(root);
    await write("src/styles/_new.scss", "");
    const withNew = await stylesFingerprint(root);
    expect(withNew).not.toBe(first);
    await fs.rename(path.join(root, "src/styles/_new.scss"), path.join(root, "src/styles/_renamed.scss"));
    expect(await stylesFingerprint(root)).not.toBe(withNew);
  });

  it("sees no change without a cache (a fresh checkout: the build is cold anyway)", async () => {
    await expect(stylesChangedSinceLastBuild(root, await stylesFingerprint(root))).resolves.toBe(false);
  });

  it("sees no change when the last build recorded the same stylesheets", async () => {
    await makeGatsbyCache();
    await recordStyles(root, await stylesFingerprint(root));
    await expect(fs.readFile(path.join(root, STYLES_RECORD), "utf8")).resolves.toMatch(/^[0-9a-f]{64}\n$/);
    await expect(stylesChangedSinceLastBuild(root, await stylesFingerprint(root))).resolves.toBe(false);
  });

  it("sees a change after a stylesheet edit, and when nobody recorded the last build's", async () => {
    await makeGatsbyCache();
    await expect(stylesChangedSinceLastBuild(root, await stylesFingerprint(root))).resolves.toBe(true);
    await recordStyles(root, await stylesFingerprint(root));
    await write("src/components/footer/footer.module.scss", ".footer { color: blue; }\n");
    await expect(stylesChangedSinceLastBuild(root, await stylesFingerprint(root))).resolves.toBe(true);
  });
});
