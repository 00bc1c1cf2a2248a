/** A push file of invented events (never data/'s): the sender's tests and benchmark publish their own changes. */
import type { PushFile } from "../../../src/events/push-file";

export const FESTIVAL = "Festival di Prova";
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (fromToday: number) => new Date(Date.now() + fromToday * DAY_MS).toISOString().slice(0, 10);
// A publish yesterday, an edition ending in a month: the rows it keeps are never expired.
const QUANDO = new Date(Date.now() - DAY_MS).toISOString();

export function pushFileFixture(): PushFile {
  return {
    sito: FESTIVAL,
    ultimoGiorno: isoDay(30),
    luoghi: [
      { nome: "Teatro Vecchio", preposizione: "al" },
      { nome: "Arena Estiva", preposizione: "all'" },
    ],
    eventi: {
      spostato: { titolo: "Concerto della sera", sequenza: 1, cambi: [{ quando: QUANDO, campo: "ora", prima: "21:30", dopo: "22:15" }] },
      annullato: { titolo: "Incontro del mattino", sequenza: 1, cambi: [{ quando: QUANDO, campo: "stato", prima: "confermato", dopo: "annullato" }] },
      fermo: { titolo: "Mostra", sequenza: 0, cambi: [] },
    },
  };
}

/** `count` events, each moved once: the benchmark's file, where every subscriber has news. */
export function movedEventsFixture(count: number): PushFile {
  const eventi: PushFile["eventi"] = {};
  for (let index = 0; index < count; index++) {
    eventi[`evento${index}`] = {
      titolo: `Evento ${index}`,
      sequenza: 1,
      cambi: [{ quando: QUANDO, campo: "luogo", prima: "Arena Estiva", dopo: "Teatro Vecchio" }],
    };
  }
  return { ...pushFileFixture(), eventi };
}
