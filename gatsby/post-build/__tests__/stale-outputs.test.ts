import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { removeStaleOutputs } from "../stale-outputs";

let publicDir = "";
beforeEach(async () => {
  publicDir = await fs.mkdtemp(path.join(os.tmpdir(), "stale-outputs-"));
});
afterEach(() => fs.rm(publicDir, { recursive: true, force: true }));

const write = async (sitePath: string) => {
  await fs.mkdir(path.dirname(path.join(publicDir, sitePath)), { recursive: true });
  await fs.writeFile(path.join(publicDir, sitePath), "x");
};
const files = async (folder: string) => (await fs.readdir(path.join(publicDir, folder))).sort();

it("removes the files of the folder this build did not write, and only those", async () => {
  for (const file of ["/calendario/a.ics", "/calendario/b.ics", "/calendario/old.ics", "/condivisione/old.png", "/index.html"]) await write(file);
  await fs.mkdir(path.join(publicDir, "calendario/sub"));

  expect(await removeStaleOutputs(publicDir, "calendario", ["/calendario/a.ics", "/calendario/b.ics"])).toEqual(["/calendario/old.ics"]);
  expect(await files("calendario")).toEqual(["a.ics", "b.ics", "sub"]);
  // Other folders and the rest of public/ are not its business.
  expect(await files("condivisione")).toEqual(["old.png"]);
  expect(await files("")).toContain("index.html");
});

it("accepts a folder that does not exist yet, and paths written in another form", async () => {
  expect(await removeStaleOutputs(publicDir, "calendario", [])).toEqual([]);
  await write("/condivisione/home.png");
  expect(await removeStaleOutputs(publicDir, "condivisione", ["/condivisione/./home.png"])).toEqual([]);
  expect(await files("condivisione")).toEqual(["home.png"]);
});
