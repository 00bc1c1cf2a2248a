/**
 * @jest-environment node
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { stripNulBytes, withoutNulBytes } from "../strip-nul-bytes";

// What React 18 wrote for "già" and "“influenzati”" when the 2 KiB buffer ended before the character.
const broken = Buffer.concat([Buffer.from("gi"), Buffer.from([0]), Buffer.from("à “x"), Buffer.from([0, 0]), Buffer.from("”")]);

describe("NUL bytes from React 18's streaming renderer", () => {
  test("are taken out, leaving the characters React meant", () => {
    expect(withoutNulBytes(broken).toString("utf8")).toBe("già “x”");
  });

  test("a page without any is left as it is (same buffer)", () => {
    const clean = Buffer.from("<p>già</p>");
    expect(withoutNulBytes(clean)).toBe(clean);
  });

  test("every Gatsby page under public/ is cleaned; Decap's /admin/ files are not Gatsby's and stay", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nul-bytes-"));
    try {
      await fs.mkdir(path.join(dir, "talks"));
      await fs.mkdir(path.join(dir, "admin"));
      await fs.writeFile(path.join(dir, "talks", "index.html"), broken);
      await fs.writeFile(path.join(dir, "index.html"), "<p>ok</p>");
      await fs.writeFile(path.join(dir, "admin", "index.html"), broken);
      await expect(stripNulBytes(dir)).resolves.toEqual({ files: ["talks/index.html"], bytes: 3 });
      await expect(fs.readFile(path.join(dir, "talks", "index.html"), "utf8")).resolves.toBe("già “x”");
      await expect(fs.readFile(path.join(dir, "admin", "index.html"))).resolves.toEqual(broken);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
