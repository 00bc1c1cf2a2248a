import { newsSentence, savedChangesMessage } from "../change-words";
import type { RecordedChange } from "../event-record";
import type { PushFile } from "../push-file";
import { newsFor, newsSentences, newsText } from "../push-news";

// Fixture festival: invented titles, venues and days.
const luoghi = [{ nome: "Teatro Vecchio", preposizione: "al" }, { nome: "Arena Estiva", preposizione: "all'" }, { nome: "Spazio Senza" }];

const change = (quando: string, campo: RecordedChange["campo"], prima: string, dopo: string): RecordedChange => ({ quando, campo, prima, dopo });
const T1 = "2030-09-01T10:00:00Z";
const T2 = "2030-09-02T10:00:00Z";
const T3 = "2030-09-03T10:00:00Z";

const file = (eventi: PushFile["eventi"]): PushFile => ({ sito: "Festival di Prova", ultimoGiorno: "2030-09-14", luoghi, eventi });

describe("a saved event's news in one sentence", () => {
  it("words a time, a day, both, a venue", () => {
    expect(newsSentence("Concerto", [{ campo: "ora", prima: "21:30", dopo: "22:15" }], luoghi)).toBe("Concerto: ora alle 22:15 (era alle 21:30)");
    expect(newsSentence("Concerto", [{ campo: "data", prima: "2025-09-12", dopo: "2025-09-13" }], luoghi)).toBe(
      "Concerto: ora sabato 13 settembre (era venerdì 12 settembre)",
    );
    expect(
      newsSentence(
        "Concerto",
        [
          { campo: "data", prima: "2025-09-12", dopo: "2025-09-13" },
          { campo: "ora", prima: "21:30", dopo: "22:15" },
        ],
        luoghi,
      ),
    ).toBe("Concerto: ora sabato 13 settembre alle 22:15 (era venerdì 12 settembre alle 21:30)");
    expect(newsSentence("Concerto", [{ campo: "luogo", prima: "Arena Estiva", dopo: "Teatro Vecchio" }], luoghi)).toBe(
      "Concerto: ora al Teatro Vecchio (era all'Arena Estiva)",
    );
  });

  it("says every moved field in one sentence, in the order day, time, venue", () => {
    const cambi = [
      { campo: "luogo", prima: "Arena Estiva", dopo: "Spazio Senza" },
      { campo: "ora", prima: "21:30", dopo: "01:00" },
    ] as const;
    expect(newsSentence("Concerto", [...cambi], luoghi)).toBe("Concerto: ora all'1:00 presso Spazio Senza (era alle 21:30 all'Arena Estiva)");
  });

  it("says cancelled alone, and back in programme with what moved", () => {
    const cancelled = [
      { campo: "ora", prima: "21:30", dopo: "22:15" },
      { campo: "stato", prima: "confermato", dopo: "annullato" },
    ] as const;
    expect(newsSentence("Concerto", [...cancelled], luoghi)).toBe("Concerto: annullato");
    expect(newsSentence("Concerto", [{ campo: "stato", prima: "annullato", dopo: "confermato" }], luoghi)).toBe("Concerto: di nuovo in programma");
    expect(
      newsSentence(
        "Concerto",
        [
          { campo: "stato", prima: "annullato", dopo: "confermato" },
          { campo: "ora", prima: "21:30", dopo: "22:15" },
        ],
        luoghi,
      ),
    ).toBe("Concerto: di nuovo in programma, ora alle 22:15 (era alle 21:30)");
  });
});

describe("a subscriber's news", () => {
  it("tells only the ids whose sequenza grew, and records their sequenzas", () => {
    const pushFile = file({
      a: { titolo: "Concerto", sequenza: 1, cambi: [change(T1, "ora", "21:30", "22:15")] },
      b: { titolo: "Incontro", sequenza: 1, cambi: [change(T1, "luogo", "Arena Estiva", "Teatro Vecchio")] },
      c: { titolo: "Mostra", sequenza: 0, cambi: [] },
    });
    const news = newsFor(pushFile, { a: 0, b: 1, c: 0 });
    expect(news.eventi).toEqual([{ id: "a", titolo: "Concerto", cambi: [{ campo: "ora", prima: "21:30", dopo: "22:15" }] }]);
    expect(news.noti).toEqual({ a: 1 });
    expect(newsText(pushFile, news.eventi)).toBe("Concerto: ora alle 22:15 (era alle 21:30)");
  });

  it("takes only the publishes after the known one, a field's first prima and last dopo", () => {
    const pushFile = file({
      a: {
        titolo: "Concerto",
        sequenza: 3,
        cambi: [change(T1, "luogo", "Arena Estiva", "Teatro Vecchio"), change(T2, "ora", "21:30", "22:00"), change(T3, "ora", "22:00", "22:15")],
      },
    });
    expect(newsFor(pushFile, { a: 1 }).eventi[0].cambi).toEqual([{ campo: "ora", prima: "21:30", dopo: "22:15" }]);
    expect(newsFor(pushFile, { a: 0 }).eventi[0].cambi).toEqual([
      { campo: "luogo", prima: "Arena Estiva", dopo: "Teatro Vecchio" },
      { campo: "ora", prima: "21:30", dopo: "22:15" },
    ]);
  });

  it("counts one publish that moved day and time as one", () => {
    const pushFile = file({
      a: {
        titolo: "Concerto",
        sequenza: 2,
        cambi: [change(T1, "luogo", "Arena Estiva", "Teatro Vecchio"), change(T2, "data", "2025-09-12", "2025-09-13"), change(T2, "ora", "21:30", "22:15")],
      },
    });
    expect(newsText(pushFile, newsFor(pushFile, { a: 1 }).eventi)).toBe("Concerto: ora sabato 13 settembre alle 22:15 (era venerdì 12 settembre alle 21:30)");
  });

  it("says nothing of a field that went back to its old value, yet records the sequenza", () => {
    const pushFile = file({
      a: { titolo: "Concerto", sequenza: 2, cambi: [change(T1, "ora", "21:30", "22:15"), change(T2, "ora", "22:15", "21:30")] },
      b: {
        titolo: "Incontro",
        sequenza: 2,
        cambi: [change(T1, "stato", "confermato", "annullato"), change(T2, "stato", "annullato", "confermato"), change(T2, "ora", "18:00", "18:30")],
      },
    });
    const news = newsFor(pushFile, { a: 0, b: 0 });
    expect(news.eventi).toEqual([{ id: "b", titolo: "Incontro", cambi: [{ campo: "ora", prima: "18:00", dopo: "18:30" }] }]);
    expect(news.noti).toEqual({ a: 2, b: 2 });
  });

  it("ignores ids the file does not hold", () => {
    const pushFile = file({ a: { titolo: "Concerto", sequenza: 1, cambi: [change(T1, "stato", "confermato", "annullato")] } });
    const news = newsFor(pushFile, { vecchio1: 0, a: 0, vecchio2: 3, toString: 0 });
    expect(news.eventi.map((event) => event.id)).toEqual(["a"]);
    expect(news.noti).toEqual({ a: 1 });
    expect(newsText(pushFile, news.eventi)).toBe("Concerto: annullato");
  });

  it("counts two or more changed events with the saved list's plural", () => {
    const pushFile = file({
      a: { titolo: "Concerto", sequenza: 1, cambi: [change(T1, "ora", "21:30", "22:15")] },
      b: { titolo: "Incontro", sequenza: 1, cambi: [change(T1, "stato", "confermato", "annullato")] },
    });
    const news = newsFor(pushFile, { a: 0, b: 0 });
    expect(newsText(pushFile, news.eventi)).toBe("2 dei tuoi eventi sono cambiati");
    expect(newsText(pushFile, news.eventi)).toBe(savedChangesMessage(2));
    expect(news.noti).toEqual({ a: 1, b: 1 });
  });

  it("words each changed event in its own sentence, by id, in the subscriber's order", () => {
    const pushFile = file({
      a: { titolo: "Concerto", sequenza: 1, cambi: [change(T1, "ora", "21:30", "22:15")] },
      b: { titolo: "Incontro", sequenza: 1, cambi: [change(T1, "stato", "confermato", "annullato")] },
    });
    const sentences = newsSentences(pushFile, newsFor(pushFile, { b: 0, a: 0 }).eventi);
    expect(Object.entries(sentences)).toEqual([
      ["b", "Incontro: annullato"],
      ["a", "Concerto: ora alle 22:15 (era alle 21:30)"],
    ]);
  });
});
