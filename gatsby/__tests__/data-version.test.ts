/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataVersion } from "../data-version";

const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-version-"));
  fs.mkdirSync(path.join(dir, "immagini"));
  fs.writeFileSync(path.join(dir, "programma.json"), '[{"ora":"21:30"}]');
  fs.writeFileSync(path.join(dir, "immagini", "a.txt"), "a");
  return dir;
};

describe("the data's digest in the client bundle", () => {
  it("is the same for the same files, wherever they are, and ignores hidden folders (a copy's .git)", () => {
    const a = folder();
    const b = folder();
    fs.mkdirSync(path.join(b, ".git"));
    fs.writeFileSync(path.join(b, ".git", "HEAD"), "ref");
    expect(dataVersion(a)).toBe(dataVersion(b));
  });

  it("changes with one field of one file, with an image, and with a file's name", () => {
    const base = dataVersion(folder());
    const moved = folder();
    fs.writeFileSync(path.join(moved, "programma.json"), '[{"ora":"22:15"}]');
    const image = folder();
    fs.writeFileSync(path.join(image, "immagini", "a.txt"), "b");
    const renamed = folder();
    fs.renameSync(path.join(renamed, "immagini", "a.txt"), path.join(renamed, "immagini", "b.txt"));
    expect(new Set([base, dataVersion(moved), dataVersion(image), dataVersion(renamed)]).size).toBe(4);
  });
});
