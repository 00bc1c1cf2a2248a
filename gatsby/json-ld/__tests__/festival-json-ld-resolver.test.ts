import sito from "../../data-validation/__fixtures__/base/sito.json";
import programma from "../../data-validation/__fixtures__/base/programma.json";
import concerti from "../../data-validation/__fixtures__/base/concerti.json";
import talks from "../../data-validation/__fixtures__/base/talks.json";
import { festivalDataFromNodes, type NodeModelLike } from "../festival-json-ld-resolver";
import { festivalJsonLdGraph } from "../../../src/seo/json-ld";

// The node store as gatsby-transformer-json fills it: one node per entry, child of its JSON file.
const nodes: Record<string, { id: string; parent: string; [k: string]: unknown }[]> = {
  ProgrammaJson: programma.map((day, i) => ({ id: `p${i}`, parent: "programma.json", ...day })),
  ConcertiJson: concerti.map((c, i) => ({ id: `c${i}`, parent: "concerti.json", ...c })),
  TalksJson: talks.map((t, i) => ({ id: `t${i}`, parent: "talks.json", ...t })),
};
const nodeModel: NodeModelLike = {
  findAll: async ({ type }) => ({ entries: [...(nodes[type] ?? [])].reverse() }),
  findOne: async () => null,
  getNodeById: ({ id }) => ({ id, dir: "/data" }),
};

describe("festivalDataFromNodes", () => {
  it("reads the data nodes in date order and resolves every image to its public URL", async () => {
    const seen: string[] = [];
    const data = await festivalDataFromNodes({ id: "sito", ...sito }, nodeModel, async (owner, rel) => {
      if (typeof rel !== "string") return null;
      seen.push(`${owner.parent}:${rel}`);
      return `/static/x/${rel.split("/").pop()}`;
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
});
