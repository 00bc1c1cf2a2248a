import fs from "node:fs";
import path from "node:path";
import { PUBLIC_DIR, readData } from "./read-built-site";

/**
 * The record of what was published (public/eventi/modifiche.json, gatsby/event-history) and what the
 * calendars make of it, checked against the build's data: whatever the history, the record ends at
 * today's facts, and each calendar file's SEQUENCE, DTSTAMP and STATUS follow it.
 */
interface Change {
  quando: string;
  campo: "data" | "ora" | "luogo" | "stato";
  prima: string;
  dopo: string;
}
interface Record_ {
  sequenza: number;
  pubblicato: string;
  modificato: string;
  cambi: Change[];
}
const record = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "eventi/modifiche.json"), "utf8")) as {
  generato: string;
  storia: boolean;
  eventi: Record<string, Record_>;
};

type Evento = { id: string; ora: string; luogo: string; stato?: string };
const programma = readData<{ data: string; eventi: Evento[] }[]>("programma.json");
const events = programma.flatMap((day) => day.eventi.map((event) => ({ ...event, data: day.data })));
const icsStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const calendarOf = (id: string) => fs.readFileSync(path.join(PUBLIC_DIR, "calendario", `${id}.ics`), "utf8");

describe("public/eventi/modifiche.json", () => {
  it("says whether the build had a history, and lists every current event only when it had", () => {
    expect(typeof record.storia).toBe("boolean");
    expect(Number.isNaN(Date.parse(record.generato))).toBe(false);
    expect(Object.keys(record.eventi).sort()).toEqual(record.storia ? events.map((event) => event.id).sort() : []);
  });

  it("ends each event's changes at today's facts, counting one sequence step per publish", () => {
    for (const event of events) {
      const entry = record.eventi[event.id];
      if (!entry) continue;
      const now = { data: event.data, ora: event.ora, luogo: event.luogo, stato: event.stato === "annullato" ? "annullato" : "confermato" };
      for (const campo of ["data", "ora", "luogo", "stato"] as const) {
        const last = entry.cambi.filter((change) => change.campo === campo).at(-1);
        if (last) expect([event.id, campo, last.dopo]).toEqual([event.id, campo, now[campo]]);
      }
      expect(entry.sequenza).toBe(new Set(entry.cambi.map((change) => change.quando)).size);
      expect(entry.modificato).toBe(entry.cambi.at(-1)?.quando ?? entry.pubblicato);
    }
  });
});

describe("each event's calendar file", () => {
  it("has the record's SEQUENCE and, with a history, its last change as DTSTAMP and LAST-MODIFIED", () => {
    for (const event of events) {
      const ics = calendarOf(event.id);
      const entry = record.eventi[event.id];
      expect([event.id, /\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1]]).toEqual([event.id, String(entry?.sequenza ?? 0)]);
      if (entry) {
        expect(ics).toContain(`\r\nDTSTAMP:${icsStamp(entry.modificato)}\r\n`);
        expect(ics).toContain(`\r\nLAST-MODIFIED:${icsStamp(entry.modificato)}\r\n`);
      } else {
        expect(ics).not.toContain("LAST-MODIFIED");
      }
    }
  });

  it("says CANCELLED exactly for the events the data cancels", () => {
    for (const event of events) {
      const status = /\r\nSTATUS:(\w+)\r\n/.exec(calendarOf(event.id))?.[1];
      expect([event.id, status]).toEqual([event.id, event.stato === "annullato" ? "CANCELLED" : "CONFIRMED"]);
    }
  });
});
