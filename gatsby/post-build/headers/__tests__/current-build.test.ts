/** @jest-environment node */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { currentBuildFilter } from "../current-build";

let publicDir: string;
beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "current-build-"));
});
afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

it("keeps the assets webpack's stats and runtime name, drops those of earlier builds", async () => {
  const stats = {
    assetsByChunkName: {
      app: ["webpack-runtime-11111111111111111111.js", "styles.22222222222222222222.css", "app-33333333333333333333.js"],
    },
  };
  await writeFile(path.join(publicDir, "webpack.stats.json"), JSON.stringify(stats));
  // The runtime knows the async chunks by id and hash (8 digits for the on-demand chunks' files).
  await writeFile(path.join(publicDir, "webpack-runtime-11111111111111111111.js"), `({454:"44444444444444444444",223:"55555555"})`);
  const isCurrent = await currentBuildFilter(publicDir);

  expect(isCurrent("app-33333333333333333333.js")).toBe(true);
  expect(isCurrent("app-33333333333333333333.js.map")).toBe(true);
  expect(isCurrent("styles.22222222222222222222.css")).toBe(true);
  expect(isCurrent("454-44444444444444444444.js")).toBe(true);
  expect(isCurrent("async-223-55555555.js")).toBe(true);
  expect(isCurrent("async-223.55555555.css")).toBe(true);
  expect(isCurrent("async-223-66666666.js")).toBe(false);
  expect(isCurrent("app-99999999999999999999.js")).toBe(false);
  expect(isCurrent("framework-99999999999999999999.js.LICENSE.txt")).toBe(false);
  expect(isCurrent("styles.88888888888888888888.css")).toBe(false);
  // Anything that is not a hashed root asset is always part of the build.
  expect(isCurrent("index.html")).toBe(true);
  expect(isCurrent("static/99999999999999999999/poster.webp")).toBe(true);
});

it("treats every file as current without webpack stats", async () => {
  expect((await currentBuildFilter(publicDir))("app-99999999999999999999.js")).toBe(true);
});
