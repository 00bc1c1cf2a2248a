/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT_RECORD, cacheFromElsewhere, recordProjectRoot } from "../cache-location";

describe("cacheFromElsewhere: a Gatsby cache made in another folder", () => {
  let root = "";
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-cache-"));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  const makeGatsbyCache = () => fs.mkdir(path.join(root, ".cache", "caches-lmdb"), { recursive: true });

  it("is not stale without a cache (a fresh checkout, after `gatsby clean`)", async () => {
    await expect(cacheFromElsewhere(root)).resolves.toEqual({ stale: false });
  });

  it("is not stale in the folder that recorded it", async () => {
    await makeGatsbyCache();
    await recordProjectRoot(root);
    await expect(cacheFromElsewhere(root)).resolves.toEqual({ stale: false, recordedRoot: root });
  });

  it("is stale when recorded in another folder (moved or copied with .cache)", async () => {
    await makeGatsbyCache();
    await fs.writeFile(path.join(root, ROOT_RECORD), "/somewhere/else\n");
    await expect(cacheFromElsewhere(root)).resolves.toEqual({ stale: true, recordedRoot: "/somewhere/else" });
  });

  it("is stale when nobody recorded where it was made", async () => {
    await makeGatsbyCache();
    await expect(cacheFromElsewhere(root)).resolves.toEqual({ stale: true, recordedRoot: undefined });
  });

  it("records the folder inside .cache, creating it if needed", async () => {
    await recordProjectRoot(root);
    await expect(fs.readFile(path.join(root, ROOT_RECORD), "utf8")).resolves.toBe(`${root}\n`);
  });
});
