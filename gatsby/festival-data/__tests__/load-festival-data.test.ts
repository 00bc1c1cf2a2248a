import sito from "../../data-validation/__fixtures__/base/sito.json";
import luoghi from "../../data-validation/__fixtures__/base/luoghi.json";
import programma from "../../data-validation/__fixtures__/base/programma.json";
import concerti from "../../data-validation/__fixtures__/base/concerti.json";
import talks from "../../data-validation/__fixtures__/base/talks.json";
import { check } from "../../data-validation/__fixtures__/check-data-set";
import { archivedEdition, festivalDataFromNodes, loadFestivalData, type DataNode, type NodeStore } from "../load-festival-data";
import { festivalJsonLdGraph } from "../../../src/seo/json-ld";

type Nodes = Record<string, DataNode[]>;

// The node store as gatsby-transformer-json fills it: one node per entry, child of its JSON file.
const baseNodes = (): Nodes => ({
  SitoJson: [{ id: "sito", parent: "sito.json", ...sito }],
  LuoghiJson: luoghi.map((l, i) => ({ id: `l${i}`, parent: "luoghi.json", ...l })),
  ProgrammaJson: programma.map((day, i) => ({ id: `p${i}`, parent: "programma.json", ...day })),
  ConcertiJson: concerti.map((c, i) => ({ id: `c${i}`, parent: "concerti.json", ...c })),
  TalksJson: talks.map((t, i) => ({ id: `t${i}`, parent: "talks.json", ...t })),
});
const storeOf = (nodes: Nodes): NodeStore => ({
  // In no particular order, as the store gives them.
  findAll: async ({ type }) => ({ entries: [...(nodes[type] ?? [])].reverse() }),
  // A File node lists its entries' nodes in the file's order.
  getNodeById: ({ id }) => ({
    id,
    dir: "/no-such-data-dir",
    children: Object.values(nodes)
      .flat()
      .filter((node) => node.parent === id)
      .map((node) => node.id),
  }),
});

describe("festivalDataFromNodes", () => {
  it("keeps each file's order (the venues', the concerts', the talks'), whatever order the store gives", async () => {
    const data = await festivalDataFromNodes(storeOf(baseNodes()));
    expect(data.luoghi.map((l) => l.nome)).toEqual(luoghi.map((l) => l.nome));
    expect(data.concerti.map((c) => c.artista)).toEqual(concerti.map((c) => c.artista));
    expect(data.talks.map((t) => t.titolo)).toEqual(talks.map((t) => t.titolo));
  });

  it("reads the data nodes in date order and resolves every image to its public URL", async () => {
    const seen: string[] = [];
    const data = await festivalDataFromNodes(storeOf(baseNodes()), {
      imageUrl: async (owner, rel) => {
        if (typeof rel !== "string") return null;
        seen.push(`${owner.parent}:${rel}`);
        return `/static/x/${rel.split("/").pop()}`;
      },
    });
    expect(data.programma.map((d) => d.data)).toEqual(["2025-09-12", "2025-09-13", "2025-09-14"]);
    expect(data.programma[0].eventi[0].locandina).toEqual({ publicURL: "/static/x/2025-09-12-1030-talk.png" });
    expect(seen).toContain("talks.json:immagini/talks/2025-09-12-1030-4.png");
    // a talk without a fourth image gets none
    const culinarie = data.talks.find((t) => t.titolo === "Connessioni Culinarie");
    expect(culinarie?.quartaImmagine).toEqual({ publicURL: null });

    // Talks are described on /talks (the home keeps the events without a page of their own).
    const graph = festivalJsonLdGraph(data, "talks", { siteUrl: "https://festival.example" })["@graph"];
    const first = graph.find((n) => n.startDate === "2025-09-12T10:30:00+02:00" && n["@type"] === "EducationEvent");
    expect(first?.image).toContain("https://festival.example/static/x/2025-09-12-1030-4.png");
  });

  it("gives every event its venue's entry of luoghi.json", async () => {
    const data = await festivalDataFromNodes(storeOf(baseNodes()));
    const named = programma.flatMap((day) => day.eventi.map((ev) => ev.luogo));
    expect(data.events.map((ev) => ev.venue.name).sort()).toEqual([...named].sort());
    for (const event of data.events) {
      const entry = luoghi.find((l) => l.nome === event.facts.luogo);
      expect(event.venue.luogo).toMatchObject({ nome: entry?.nome, slug: entry?.slug, indirizzo: entry?.indirizzo, accesso: entry?.accesso });
      expect(event.venue.mapsUrl).toBe(entry?.mappe);
    }
    // Without a history to read, the record claims nothing.
    expect(data.modifiche?.storia).toBe(false);
  });

  it("takes an archived edition's nodes of its year, with no record", async () => {
    const nodes = baseNodes();
    nodes.ArchivioProgrammaJson = programma.map((day, i) => ({ id: `a${i}`, parent: "archivio.json", ...day, anno: 2024 }));
    nodes.ArchivioProgrammaJson.push({ id: "other", parent: "archivio.json", data: "2023-09-15", eventi: [], anno: 2023 });
    const data = await festivalDataFromNodes(storeOf(nodes), { edition: archivedEdition(2024) });
    expect(data.programma.map((d) => d.data)).toEqual(["2025-09-12", "2025-09-13", "2025-09-14"]);
    expect(data.modifiche).toBeUndefined();
    expect(data.events.every((ev) => ev.venue.luogo !== null)).toBe(true);
  });

  it("never meets an event at a venue luoghi.json lacks: the data check stops such data before a build", async () => {
    const rename = (days: typeof programma) =>
      days.map((day, i) => (i === 0 ? { ...day, eventi: [{ ...day.eventi[0], luogo: "Sala Nessuna" }, ...day.eventi.slice(1)] } : day));
    const { errors } = await check({ edit: (data) => void (data.programma[0].eventi[0].luogo = "Sala Nessuna") });
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/› luogo: «Sala Nessuna» non è uno dei luoghi dichiarati in data\/luoghi\.json/)]));
    // Should such data reach the loader all the same, it stops rather than give an event without its venue.
    const nodes = { ...baseNodes(), ProgrammaJson: rename(programma).map((day, i) => ({ id: `p${i}`, parent: "programma.json", ...day })) };
    await expect(festivalDataFromNodes(storeOf(nodes))).rejects.toThrow(/names the venue "Sala Nessuna", which luoghi\.json does not hold/);
  });
});

describe("loadFestivalData", () => {
  it("reads the festival once for all the post-build steps of a build", async () => {
    const nodes = baseNodes();
    const getNodesByType = jest.fn((type: string) => nodes[type] ?? []);
    const args = { getNodesByType, getNode: (id: string) => ({ id, dir: "/no-such-data-dir" }) } as unknown as Parameters<typeof loadFestivalData>[0];
    const [a, b] = await Promise.all([loadFestivalData(args), loadFestivalData(args)]);
    expect(a).toBe(b);
    expect(getNodesByType.mock.calls.filter(([type]) => type === "ProgrammaJson")).toHaveLength(1);
    expect(a.events).toHaveLength(programma.flatMap((day) => day.eventi).length);
  });
});
