/** @jest-environment node */
import { eventEntryOf, eventLabelFieldsOf, type DatedSource, type NodeModel } from "../programme-nodes";

// Today's programme and an archived one whose events share an id: each edition reads its own.
const today = {
  internal: { type: "ProgrammaJson" },
  data: "2025-09-12",
  eventi: [
    { id: "talk1", ora: "10:30", luogo: "Sala", lingua: "en" },
    { id: "show1", ora: "21:00", luogo: "Teatro" },
  ],
};
const archived = { internal: { type: "ArchivioProgrammaJson" }, anno: 2024, data: "2024-09-13", eventi: [{ id: "talk1", ora: "10:30", luogo: "Sala" }] };
const talk = { internal: { type: "TalksJson" }, evento: "talk1", linkPrenotazione: "https://booking.example/t", gratuito: true };
const oldTalk = { internal: { type: "ArchivioTalksJson" }, anno: 2024, evento: "talk1", linkPrenotazione: "https://booking.example/old", gratuito: false };
const nodes: Record<string, object[]> = {
  ProgrammaJson: [today],
  ArchivioProgrammaJson: [archived],
  TalksJson: [talk],
  ArchivioTalksJson: [oldTalk],
  ConcertiJson: [],
  ArchivioConcertiJson: [],
};

const nodeModel = (): NodeModel => ({
  findAll: ({ type }) => Promise.resolve({ entries: nodes[type] ?? [] }),
  findRootNodeAncestor: (source) => ([today, archived].find((day) => day.eventi.includes(source as never)) as DatedSource | undefined) ?? null,
});

describe("a programme event's labels and entry, as the GraphQL fields resolve them (issue 48)", () => {
  it("reads a programme event's entry from the talk that names it, in its own edition", async () => {
    const model = nodeModel();
    expect(await eventEntryOf(today.eventi[0], model)).toEqual({ modo: "prenotazione", gratuito: true });
    expect(await eventEntryOf(archived.eventi[0], model)).toEqual({ modo: "prenotazione", gratuito: false });
    expect(await eventEntryOf(today.eventi[1], model)).toBeNull();
  });

  it("reads a talk's entry from its own link, and its labels from its programme event", async () => {
    const model = nodeModel();
    expect(await eventEntryOf(talk, model)).toEqual({ modo: "prenotazione", gratuito: true });
    expect(await eventLabelFieldsOf(talk, model)).toMatchObject({ lingua: "en" });
    expect(await eventLabelFieldsOf(oldTalk, model)).toMatchObject({ lingua: undefined });
  });
});
