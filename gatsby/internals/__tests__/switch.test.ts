/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MODE_RECORD, modeChangedSinceLastBuild, recordMode } from "../mode-record";
import { internalsEnabled, internalsMode } from "../switch";

describe("GATSBY_INTERNALS", () => {
  it("is tuned when unset, empty or on, plain when off", () => {
    expect([undefined, "", "on"].map((value) => internalsMode(value))).toEqual(["tuned", "tuned", "tuned"]);
    expect(internalsMode("off")).toBe("plain");
    expect(internalsEnabled("off")).toBe(false);
  });

  it("stops on any other value rather than build the wrong output", () => {
    expect(() => internalsMode("0")).toThrow(/GATSBY_INTERNALS=0: use "off"/);
    expect(() => internalsMode("OFF")).toThrow(/GATSBY_INTERNALS=OFF/);
  });
});

describe("the mode record: a build in the other mode starts clean", () => {
  let root = "";
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-mode-"));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it("takes a cache without a record for a tuned one (the only mode before the switch)", async () => {
    expect(await modeChangedSinceLastBuild(root, "tuned")).toBe(false);
    expect(await modeChangedSinceLastBuild(root, "plain")).toBe(true);
  });

  it("compares with the mode recorded by the last build", async () => {
    await recordMode(root, "plain");
    expect(await fs.readFile(path.join(root, MODE_RECORD), "utf8")).toBe("plain\n");
    expect(await modeChangedSinceLastBuild(root, "plain")).toBe(false);
    expect(await modeChangedSinceLastBuild(root, "tuned")).toBe(true);
  });
});
