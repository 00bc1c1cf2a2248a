/**
 * @jest-environment node
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { validateDataDir } from "../../gatsby/data-validation";
import { IMAGE_FIELDS } from "../../gatsby/data-validation/data-files";
import { makeDataSet, removeDataSet } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { growContent } from "../grow-content";

// Growing writes a decade of archives and the data check decodes their images: more than Jest's 5 s.
jest.setTimeout(60_000);

/** Every image path a data folder's files name (archives included), relative to the folder. */
async function referencedImages(dir: string, relative = ""): Promise<string[]> {
  const found: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (typeof value === "string" && key && IMAGE_FIELDS.has(key)) found.push(path.join(relative, value));
    else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === "object") for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
  };
  for (const entry of await fs.readdir(path.join(dir, relative), { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".json")) visit(JSON.parse(await fs.readFile(path.join(dir, relative, entry.name), "utf8")));
    if (entry.isDirectory() && (relative === "" ? entry.name === "archivio" : /^\d{4}$/.test(entry.name) || relative === "archivio")) {
      found.push(...(await referencedImages(dir, path.join(relative, entry.name))));
    }
  }
  return found;
}

describe("npm run grow-content", () => {
  let source: string;
  const grown: Record<"files" | "shared", { to: string; counts: object; images: string[] }> = {} as never;
  beforeAll(async () => {
    source = await makeDataSet();
    for (const images of ["files", "shared"] as const) {
      const to = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-grown-test-"));
      const { counts } = await growContent(source, to, { images });
      grown[images] = { to, counts, images: await referencedImages(to) };
    }
  });
  afterAll(async () => {
    await removeDataSet(source);
    for (const { to } of Object.values(grown)) await fs.rm(to, { recursive: true, force: true });
  });

  test.each(["files", "shared"] as const)("with %s images, the grown data names only images that exist", async (mode) => {
    for (const image of grown[mode].images) await expect(fs.access(path.join(grown[mode].to, image))).resolves.toBeUndefined();
  });

  test("the grown data with shared images passes the data check, archives included", async () => {
    expect((grown.shared.counts as { archives: number }).archives).toBeGreaterThan(0);
    expect((await validateDataDir(grown.shared.to)).errors).toEqual([]);
  });

  test("every copied event gets an id of its own, which its copied concert or talk names", async () => {
    const read = async (file: string) => JSON.parse(await fs.readFile(path.join(grown.files.to, file), "utf8"));
    const ids = ((await read("programma.json")) as { eventi: { id: string }[] }[]).flatMap((day) => day.eventi.map((event) => event.id));
    expect(new Set(ids).size).toBe(ids.length);
    const references = [...(await read("concerti.json")), ...(await read("talks.json"))].map((entry: { evento: string }) => entry.evento);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(ids).toContain(reference);
  });

  test("shared images: the copies name their originals' files, so a build encodes each image once", async () => {
    expect(grown.shared.counts).toEqual(grown.files.counts);
    const distinct = (images: string[]) => new Set(images.map((image) => image.replace(/^archivio\/\d{4}\//, ""))).size;
    const sourceImages = new Set(await referencedImages(source)).size;
    expect(distinct(grown.shared.images)).toBe(sourceImages);
    expect(distinct(grown.files.images)).toBeGreaterThan(sourceImages);
  });
});
