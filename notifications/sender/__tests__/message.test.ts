import { Buffer } from "node:buffer";
import type { PushFile } from "../../../src/events/push-file";
import { newsFor } from "../../../src/events/push-news";
import { NEWS_MAX_BYTES, pushPayload } from "../message";

// Fixture festival: invented titles and venues.
const QUANDO = "2030-09-01T10:00:00Z";
const file = (count: number, titolo = (index: number) => `Evento ${index}`): PushFile => ({
  sito: "Festival di Prova",
  ultimoGiorno: "2030-09-14",
  luoghi: [{ nome: "Teatro Vecchio", preposizione: "al" }],
  eventi: Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `evento${index}`,
      { titolo: titolo(index), sequenza: 1, cambi: [{ quando: QUANDO, campo: "stato", prima: "confermato", dopo: "annullato" }] },
    ]),
  ),
});
const payloadFor = (pushFile: PushFile) =>
  pushPayload(pushFile, newsFor(pushFile, Object.fromEntries(Object.keys(pushFile.eventi).map((id) => [id, 0]))).eventi);

describe("the push message", () => {
  it("keeps issue 44's fields and carries each event's sentence by id", () => {
    expect(payloadFor(file(2))).toEqual({
      title: "Festival di Prova",
      body: "2 dei tuoi eventi sono cambiati",
      tag: "modifiche-programma",
      url: "/?solo=miei#programma",
      notizie: { evento0: "Evento 0: annullato", evento1: "Evento 1: annullato" },
    });
  });

  it("fits in a push message: sentences past the budget are counted, never cut", () => {
    const pushFile = file(200, (index) => `Un titolo lungo, con lettere accentate: è così per l'evento numero ${index}`);
    const payload = payloadFor(pushFile);
    const kept = Object.keys(payload.notizie).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept + (payload.altri ?? 0)).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(payload.notizie))).toBeLessThanOrEqual(NEWS_MAX_BYTES);
    // A push service takes 4,096 bytes once encrypted: about 3,990 of payload.
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3_900);
    for (const [id, sentence] of Object.entries(payload.notizie)) expect(sentence).toBe(`${pushFile.eventi[id].titolo}: annullato`);
  });
});
