import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeDataSet, removeDataSet } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { ROOT_RECORD } from "../../gatsby/cache-location/cache-location";
import { fixtureSite, gatsbyBuild, releaseSite, removeDir, type BuildResult } from "./support/site-copy";

// Gatsby's .cache holds absolute paths: a checkout copied (or moved) to another folder together
// with .cache and public/ used to fail its next build once ("The result of this StaticQuery could
// not be fetched"). The data folder lives inside the checkout here, as in a real one, so its
// paths move too.
describe("gatsby build in a copy of a built checkout (cp -a with .cache and public/)", () => {
  let dataSet = "";
  let siteDir = "";
  let copyDir = "";
  let first: BuildResult;
  let second: BuildResult;

  beforeAll(async () => {
    dataSet = await makeDataSet();
    siteDir = await fixtureSite();
    await fs.cp(dataSet, path.join(siteDir, "data"), { recursive: true });
    first = await gatsbyBuild(siteDir, "data");
    copyDir = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-copia-"));
    // Like `cp -a`: node_modules stays the symlink it is, timestamps are kept.
    await fs.cp(siteDir, copyDir, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    second = await gatsbyBuild(copyDir, "data");
  });

  afterAll(async () => {
    await releaseSite(siteDir);
    await removeDir(copyDir);
    await removeDataSet(dataSet);
  });

  it("builds the original checkout", () => {
    expect({ code: first.code, tail: first.code === 0 ? "" : first.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
  });

  it("builds the copy, starting from a clean cache and saying why", () => {
    expect({ code: second.code, tail: second.code === 0 ? "" : second.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
    expect(second.output).not.toContain("could not be fetched");
    expect(second.output.replace(/\s+/g, " ")).toContain(`The project moved from ${siteDir} to ${copyDir}`);
  });

  it("writes the copy's pages from its own data", async () => {
    const { tagline } = JSON.parse(await fs.readFile(path.join(copyDir, "data/sito.json"), "utf8")) as { tagline: string };
    const html = (await fs.readFile(path.join(copyDir, "public/index.html"), "utf8")).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    expect(html).toContain(tagline);
    // Every script the page names exists in the copy's public/.
    const scripts = /data-src="([^"]+)"/.exec(html)?.[1].split(" ") ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) await expect(fs.stat(path.join(copyDir, "public", script))).resolves.toBeTruthy();
  });

  it("records the copy's folder, so its next build stays warm", async () => {
    expect((await fs.readFile(path.join(copyDir, ROOT_RECORD), "utf8")).trim()).toBe(copyDir);
  });
});
