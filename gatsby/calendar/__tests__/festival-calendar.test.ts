import ical from "node-ical";
import ICAL from "ical.js";
import sito from "../../data-validation/__fixtures__/base/sito.json";
import luoghi from "../../data-validation/__fixtures__/base/luoghi.json";
import programma from "../../data-validation/__fixtures__/base/programma.json";
import concerti from "../../data-validation/__fixtures__/base/concerti.json";
import talks from "../../data-validation/__fixtures__/base/talks.json";
import { festivalEvents } from "../../../src/events/festival-events";
import { programmeCalendarPathOf } from "../../../src/events/event-keys";
import { calendarPathOf } from "../../../src/events/event-paths";
import { festivalCalendars } from "../festival-calendar";
import { pagePaths } from "../../../src/utils/page-paths";

const events = festivalEvents({ sito, luoghi, programma, concerti, talks });
// The fixture's events by their ids: file names and UIDs follow the id (issue 36).
const FRIDAY_TALK = programma[0].eventi[0].id;
const FRIDAY_CONCERT = programma[0].eventi[2].id;
const build = (now: Date) =>
  festivalCalendars(
    events,
    sito,
    { siteUrl: "https://festival.example", now },
    {
      event: (ev) => calendarPathOf(ev.id),
      programme: programmeCalendarPathOf(sito.nome, sito.edizione),
    },
  );
const files = build(new Date("2025-08-01T10:00:00Z"));
const vevents = (content: string) => Object.values(ical.sync.parseICS(content)).filter((c): c is ical.VEvent => c.type === "VEVENT");

describe("festivalCalendars", () => {
  it("writes one file per event and one for the whole programme", () => {
    expect(files).toHaveLength(events.length + 1);
    expect(files.map((f) => f.path)).toContain(`/calendario/${FRIDAY_CONCERT}.ics`);
    expect(files.at(-1)?.path).toBe(programmeCalendarPathOf(sito.nome, sito.edizione));
  });

  it("is RFC 5545 shaped: CRLF only, lines of at most 75 octets", () => {
    for (const { content } of files) {
      expect(content.endsWith("END:VCALENDAR\r\n")).toBe(true);
      expect(content.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      for (const line of content.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    }
  });

  it("is read by node-ical at the right instants, with venue, escaped text and links", () => {
    const programme = vevents(files.at(-1)!.content);
    expect(programme).toHaveLength(events.length);
    const concert = programme.find((ev) => ev.uid === `${FRIDAY_CONCERT}@festival.example`);
    expect(concert?.start.toISOString()).toBe("2025-09-12T19:30:00.000Z");
    expect(concert?.end.toISOString()).toBe("2025-09-12T21:00:00.000Z"); // 90 minutes without `fine`
    expect(concert?.location).toBe("NUoVO, Cuneo");
    expect(concert?.url).toBe(`https://festival.example${pagePaths.concerti}#concerto-${FRIDAY_CONCERT}`);
    expect(String(concert?.description)).toContain(concerti[0].ticketLink);
    const talk = programme.find((ev) => ev.uid === `${FRIDAY_TALK}@festival.example`);
    expect(talk?.summary).toBe("Connessioni 2025 · Inattivi, “influenzati” e fatti a pezzi?");
    expect(String(talk?.description)).toContain("Vittorio Bertola, Valerio Ferrero e Carlotta Roncarà; modera Cinzia Dutto");
    expect(talk?.start.toISOString()).toBe("2025-09-12T08:30:00.000Z");
  });

  it("keeps UIDs stable across builds and stamps each build", () => {
    const later = build(new Date("2025-08-02T10:00:00Z"));
    const uids = (list: typeof files) => list.flatMap((f) => vevents(f.content).map((ev) => ev.uid));
    expect(uids(later)).toEqual(uids(files));
    expect(new Set(uids(files)).size).toBe(events.length);
    expect(files[0].content).toContain("DTSTAMP:20250801T100000Z");
  });

  it("says a cancelled event's cancellation under the same UID, and counts published changes in SEQUENCE", () => {
    const concert = programma[0].eventi[2];
    const record = { sequenza: 2, pubblicato: "2025-07-01T10:00:00.000Z", modificato: "2025-07-20T18:45:00.000Z", cambi: [] };
    const changed = festivalEvents({
      sito,
      luoghi,
      programma: [{ ...programma[0], eventi: [{ ...concert, stato: "annullato" }] }],
      concerti,
      talks,
      modifiche: { generato: "2025-08-01T10:00:00.000Z", storia: true, eventi: { [concert.id]: record } },
    });
    const [file] = festivalCalendars(
      changed,
      sito,
      { siteUrl: "https://festival.example", now: new Date("2025-08-01T10:00:00Z") },
      {
        event: (ev) => calendarPathOf(ev.id),
        programme: "/calendario/tutto.ics",
      },
    );
    const [vevent] = vevents(file.content);
    expect(vevent.uid).toBe(`${FRIDAY_CONCERT}@festival.example`);
    expect(file.content).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(file.content).toContain("\r\nSEQUENCE:2\r\n");
    // The last change's time, the same in every build until the next change.
    expect(file.content).toContain("\r\nDTSTAMP:20250720T184500Z\r\n");
    expect(file.content).toContain("\r\nLAST-MODIFIED:20250720T184500Z\r\n");
    expect(vevent.summary).toMatch(/^Annullato · /);
    expect(String(vevent.description)).not.toContain(concerti[0].ticketLink);
  });

  it("claims no change without a record: SEQUENCE 0, no LAST-MODIFIED", () => {
    expect(files[0].content).toContain("\r\nSEQUENCE:0\r\n");
    expect(files[0].content).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(files[0].content).not.toContain("LAST-MODIFIED");
  });

  describe("the end and the labels (issue 48), read back by ical.js", () => {
    const [friday, ...rest] = programma;
    const [talk, , concert] = friday.eventi;
    const labelled = festivalEvents({
      sito,
      luoghi,
      programma: [
        {
          ...friday,
          eventi: [
            { ...talk, lingua: "en", servizi: ["lis"], disponibilita: "esaurito" },
            { ...concert, fine: "00:30" },
          ],
        },
        ...rest,
      ],
      concerti,
      talks,
    });
    const calendar = festivalCalendars(
      labelled,
      sito,
      { siteUrl: "https://festival.example", now: new Date("2025-08-01T10:00:00Z") },
      { event: (ev) => calendarPathOf(ev.id), programme: "/calendario/tutto.ics" },
    ).at(-1)!.content;
    const vevent = (id: string) =>
      new ICAL.Component(ICAL.parse(calendar))
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component))
        .find((event) => event.uid === `${id}@festival.example`)!;

    it("DTEND is fine, the next day after midnight", () => {
      expect(vevent(concert.id).endDate.toJSDate().toISOString()).toBe("2025-09-12T22:30:00.000Z");
    });

    it("DTEND is the assumed 90 minutes without fine, as before", () => {
      const ev = vevent(talk.id);
      expect(ev.endDate.toJSDate().getTime() - ev.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    });

    it("the description says the cards' labels in their words, one line", () => {
      expect(vevent(talk.id).description.split("\n")).toContain("In inglese · Lingua dei segni (LIS) · Ingresso gratuito su prenotazione · Esaurito");
      expect(vevent(concert.id).description.split("\n")).toContain("Ingresso con biglietto");
      expect(vevent(concert.id).description).toContain(`Biglietti su TicketOne: ${concerti[0].ticketLink}`);
    });
  });
});
