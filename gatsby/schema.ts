import type { GatsbyNode } from "gatsby";
import { formatDateLong, formatDateRange, formatDateRangeFromTo, formatDayLong, formatDayShort } from "../src/utils/format";
import { pageTextsTypeDefs } from "./page-texts/page-texts-resolver";
import { changesTypeDefs } from "./event-history/changes-resolver";
import { romeDateTime, romeOffset } from "../src/utils/rome-time";
import { legacyEventSlug, programmeCalendarPathOf } from "../src/events/event-keys";
import { archivePagePath } from "../src/utils/archive-paths";
import { eventEnd, romeWallClock } from "../src/events/festival-events";
import { isNoticeActive, newestFirst, noticeId, noticeInstants, noticeWindowLabel, programmeVersion, type NoticeSource } from "./notices/notice-facts";
import { eventFactsOf, type DatedSource, type NodeModel } from "./programme-nodes";
import type { EventFacts } from "../src/events/event-facts";

export const ARCHIVE_TYPES = ["ArchivioProgrammaJson", "ArchivioConcertiJson", "ArchivioTalksJson"] as const;

/** The years with an archived edition (a folder under data/archivio/ with at least one entry). */
export async function archivedYears(nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<{ anno?: number }> }> }): Promise<Set<number>> {
  const years = new Set<number>();
  for (const type of ARCHIVE_TYPES) {
    for (const node of (await nodeModel.findAll({ type })).entries) if (typeof node.anno === "number") years.add(node.anno);
  }
  return years;
}

/**
 * The data contract of data/*.json, declared in full so the site never depends on schema
 * inference: a field missing from every entry (say, no talk with a fourth image) still exists
 * in the schema, and a field of the wrong type is never dropped silently.
 * Non-null (!) where the specification requires the value; nullable where it is optional.
 */
export const typeDefs = /* GraphQL */ `
  type SitoJson implements Node @dontInfer {
    nome: String!
    tagline: String!
    edizione: String!
    dataInizio: String!
    dataFine: String!
    badgeLuogo: String!
    sottotitolo: String!
    tags: [String!]!
    logo: File! @fileByRelativePath
    logoAlt: String!
    sponsor: File! @fileByRelativePath
    sponsorAlt: String!
    organizzatore: SitoOrganizzatore!
    telefoni: [String!]!
    email: [String!]!
    social: [SitoSocial!]!
    biglietteria: String!
    prenotazioni: String!
    introConcerti: String!
    introTalks: String!
    introEdizioni: String!
    luoghi: [SitoLuogo!]!
    orari: [SitoOrario!]!
  }

  type SitoOrganizzatore {
    nome: String!
    indirizzo: String!
    citta: String!
    cap: String!
    provincia: String!
  }

  type SitoSocial {
    rete: String!
    nome: String!
    url: String!
  }

  type SitoLuogo {
    nome: String!
    descrizione: String!
    mappe: String!
    "The articulated preposition before the name (al, all', alla…), as in era al NUoVO; null: a neutral form"
    preposizione: String
  }

  type SitoOrario {
    giorno: String!
    voci: [String!]!
  }

  type ProgrammaJson implements Node @dontInfer {
    giorno: String!
    data: String!
    eventi: [ProgrammaEvento!]!
  }

  type ProgrammaEvento {
    id: String!
    ora: String!
    fine: String
    titolo: String!
    speaker: String!
    luogo: String!
    tipo: String!
    "annullato for a cancelled event (issue 36), else null: the event stays on every card, struck through"
    stato: String
    locandina: File! @fileByRelativePath
    locandinaAlt: String!
  }

  type ConcertiJson implements Node @dontInfer {
    artista: String!
    evento: String!
    descrizione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    ticketLink: String!
  }

  type TalksJson implements Node @dontInfer {
    titolo: String!
    speaker: String!
    evento: String!
    gratuito: Boolean!
    descrizione: String!
    linkPrenotazione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    secondaImmagine: File! @fileByRelativePath
    secondaImmagineAlt: String!
    terzaImmagine: File @fileByRelativePath
    terzaImmagineAlt: String
    quartaImmagine: File @fileByRelativePath
    quartaImmagineAlt: String
  }

  "An archived edition's programme day: data/archivio/<anno>/programma.json; anno is its folder's name."
  type ArchivioProgrammaJson implements Node @dontInfer {
    anno: Int!
    giorno: String!
    data: String!
    eventi: [ProgrammaEvento!]!
  }

  "An archived edition's concert: data/archivio/<anno>/concerti.json."
  type ArchivioConcertiJson implements Node @dontInfer {
    anno: Int!
    artista: String!
    evento: String!
    descrizione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    ticketLink: String!
  }

  "An archived edition's talk: data/archivio/<anno>/talks.json."
  type ArchivioTalksJson implements Node @dontInfer {
    anno: Int!
    titolo: String!
    speaker: String!
    evento: String!
    gratuito: Boolean!
    descrizione: String!
    linkPrenotazione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    secondaImmagine: File! @fileByRelativePath
    secondaImmagineAlt: String!
    terzaImmagine: File @fileByRelativePath
    terzaImmagineAlt: String
    quartaImmagine: File @fileByRelativePath
    quartaImmagineAlt: String
  }

  type EdizioniJson implements Node @dontInfer {
    anno: Int!
    data: String!
    luogo: String!
    ospiti: [String!]!
    descrizione: String!
    immagine: File @fileByRelativePath
    immagineAlt: String
    stato: String!
  }

  "A notice of data/avvisi.json: dal and al are Rome's wall time, YYYY-MM-DDTHH:MM."
  type AvvisiJson implements Node @dontInfer {
    testo: String!
    evento: String
    pagina: String
    dal: String!
    al: String
    importante: Boolean
  }
`;

/**
 * Fields computed at build time from the data above, so the browser ships no date or time-zone
 * code: Italian date labels and ISO 8601 start times with the Europe/Rome offset of that date.
 * Kept apart from `typeDefs`, which mirrors the JSON files (and their JSON Schemas) exactly.
 */
// A concert's or talk's day, time and venue: its programme event's (`evento`), so an event moves by one edit.
const EVENT_FIELDS = `"Day of its programme event, e.g. 2025-09-12"
    data: String! @fromEvent(field: "data")
    "Start time of its programme event, e.g. 21:30"
    ora: String! @fromEvent(field: "ora")
    "Venue of its programme event, e.g. NUoVO"
    luogo: String! @fromEvent(field: "luogo")
    "Status of its programme event: annullato when cancelled, else null"
    stato: String @fromEvent(field: "stato")`;

export const computedTypeDefs = /* GraphQL */ `
  type SitoJson implements Node {
    "The festival's dates on the home page's badge, e.g. 12-14 Settembre 2025"
    badgeDate: String! @festivalDates(format: "badge")
    "The festival's dates after a verb, e.g. dal 12 al 14 settembre 2025"
    periodoDal: String! @festivalDates(format: "fromTo")
    "Public path of the whole programme's calendar, named after the edition, e.g. /calendario/connessioni-2025.ics"
    calendarioProgramma: String! @programmeCalendar
  }

  type ProgrammaJson implements Node {
    "UTC offset of Italian time on this day, e.g. +02:00"
    utcOffset: String! @romeOffset
  }

  type ProgrammaEvento {
    "Start as ISO 8601 with the Rome offset, e.g. 2025-09-12T21:30:00+02:00"
    inizio: String! @romeStart
    "End as ISO 8601 with the Rome offset: fine, or the assumed duration of its type, e.g. 2025-09-12T23:00:00+02:00"
    fineIso: String! @romeEnd
    "The event's key everywhere (card anchors, calendar files and UIDs, JSON-LD @id, saved programmes): its id, e.g. k7m2q9xa"
    slug: String! @eventSlug
    "The key used before ids (issue 36), from day, time and venue, e.g. 2025-09-12-2130-nuovo: only to translate old links"
    slugPrecedente: String! @legacyEventSlug
  }

  type ConcertiJson implements Node {
    ${EVENT_FIELDS}
    dataBreve: String! @italianDate(format: "short")
    dataLunga: String! @italianDate(format: "long")
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    slug: String! @eventSlug
    slugPrecedente: String! @legacyEventSlug
  }

  type TalksJson implements Node {
    ${EVENT_FIELDS}
    dataBreve: String! @italianDate(format: "short")
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    slug: String! @eventSlug
    slugPrecedente: String! @legacyEventSlug
  }

  type ArchivioProgrammaJson implements Node {
    utcOffset: String! @romeOffset
  }

  type ArchivioConcertiJson implements Node {
    ${EVENT_FIELDS}
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    slug: String! @eventSlug
    slugPrecedente: String! @legacyEventSlug
  }

  type ArchivioTalksJson implements Node {
    ${EVENT_FIELDS}
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    slug: String! @eventSlug
    slugPrecedente: String! @legacyEventSlug
  }

  type AvvisiJson implements Node {
    "Stable id from dal and testo (a changed text is a new notice), e.g. 3f9a0c12b7de"
    codice: String! @noticeId
    "Start as ISO 8601 with the Rome offset, e.g. 2025-09-13T18:00:00+02:00"
    dalIso: String! @noticeInstant(end: false)
    "End as ISO 8601 with the Rome offset: al, or midnight after the day of dal"
    alIso: String! @noticeInstant(end: true)
    "The window in Italian words, e.g. dalle 18:00 del 13 settembre"
    finestra: String! @noticeWindow
  }

  "The build's view of the notices: one node per build (gatsby/notices/build-instant.ts)."
  type AvvisiBuild implements Node @dontInfer {
    "When this build judged the notices, ISO 8601 in UTC"
    istante: String!
    "The notices whose window holds istante, newest first"
    attivi: [AvvisiJson!]! @notices(active: true)
    "Every notice, newest first"
    tutti: [AvvisiJson!]! @notices(active: false)
    "Changes when any programme event's day, time, venue or status changes, or events come or go"
    programma: String! @programmeVersion
  }

  type EdizioniJson implements Node {
    "The archived edition's page, e.g. /edizioni/2025/, or null when data/archivio has no folder of that year"
    paginaArchivio: String @archivePage
  }
`;

const dateFormats: Record<string, (iso: string) => string> = {
  short: formatDayShort, // "Ven 12 settembre"
  long: formatDayLong, // "Venerdì 12 settembre"
  full: formatDateLong, // "Venerdì 12 settembre 2025"
};

/** Phrases of the festival's first and last day (sito.json's dataInizio and dataFine). */
const festivalDateFormats: Record<string, (from: string, to: string) => string> = {
  badge: (from, to) => formatDateRange(from, to, { capitalMonths: true }), // "12-14 Settembre 2025"
  fromTo: formatDateRangeFromTo, // "dal 12 al 14 settembre 2025"
};

interface FestivalSource {
  nome?: string;
  edizione?: string;
  dataInizio?: string;
  dataFine?: string;
}


interface AnyNodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<object> }>;
}

type EventResolver = (facts: EventFacts) => string | null;
/** A field resolved from the event's facts (see eventFactsOf). */
const fromFacts = (compute: EventResolver) => ({
  resolve: async (source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) =>
    compute(await eventFactsOf(source, context.nodeModel)),
});

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "italianDate",
    args: { format: "String!" },
    extend(options: { format: string }) {
      const format = dateFormats[options.format];
      return fromFacts(({ data }) => format(data));
    },
  });
  actions.createFieldExtension({
    name: "fromEvent",
    args: { field: "String!" },
    extend(options: { field: "data" | "ora" | "luogo" | "stato" }) {
      return fromFacts((facts) => facts[options.field] ?? null);
    },
  });
  actions.createFieldExtension({
    name: "festivalDates",
    args: { format: "String!" },
    extend(options: { format: string }) {
      const format = festivalDateFormats[options.format];
      return { resolve: (source: FestivalSource) => format(source.dataInizio ?? "", source.dataFine ?? "") };
    },
  });
  actions.createFieldExtension({
    name: "programmeCalendar",
    extend() {
      return { resolve: (source: FestivalSource) => programmeCalendarPathOf(source.nome ?? "", source.edizione ?? "") };
    },
  });
  actions.createFieldExtension({
    name: "romeOffset",
    extend() {
      return { resolve: (source: DatedSource) => romeOffset(source.data ?? "", "12:00") };
    },
  });
  actions.createFieldExtension({
    name: "romeStart",
    extend() {
      return fromFacts(({ data, ora }) => romeDateTime(data, ora));
    },
  });
  actions.createFieldExtension({
    name: "romeEnd",
    extend() {
      return fromFacts(({ data, ora, fine }) => romeDateTime(...romeWallClock(eventEnd(data, ora, fine))));
    },
  });
  actions.createFieldExtension({
    name: "eventSlug",
    extend() {
      return fromFacts(({ id }) => id);
    },
  });
  actions.createFieldExtension({
    name: "legacyEventSlug",
    extend() {
      return fromFacts(({ data, ora, luogo }) => legacyEventSlug({ data, ora, luogo }));
    },
  });
  actions.createFieldExtension({
    name: "archivePage",
    extend() {
      return {
        async resolve(source: { anno?: number }, _args: unknown, context: { nodeModel: NodeModel }) {
          return (await archivedYears(context.nodeModel)).has(source.anno ?? NaN) ? archivePagePath(source.anno ?? 0) : null;
        },
      };
    },
  });
  actions.createFieldExtension({
    name: "noticeId",
    extend() {
      return { resolve: (source: NoticeSource) => noticeId(source) };
    },
  });
  actions.createFieldExtension({
    name: "noticeInstant",
    args: { end: "Boolean!" },
    extend(options: { end: boolean }) {
      return { resolve: (source: NoticeSource) => noticeInstants(source)[options.end ? "al" : "dal"] };
    },
  });
  actions.createFieldExtension({
    name: "noticeWindow",
    extend() {
      return { resolve: (source: NoticeSource) => noticeWindowLabel(source.dal, source.al) };
    },
  });
  actions.createFieldExtension({
    name: "notices",
    args: { active: "Boolean!" },
    extend(options: { active: boolean }) {
      return {
        async resolve(source: { istante: string }, _args: unknown, context: { nodeModel: AnyNodeModel }) {
          const all = Array.from((await context.nodeModel.findAll({ type: "AvvisiJson" })).entries) as unknown as NoticeSource[];
          const instant = new Date(source.istante);
          return newestFirst(options.active ? all.filter((notice) => isNoticeActive(notice, instant)) : all);
        },
      };
    },
  });
  actions.createFieldExtension({
    name: "programmeVersion",
    extend() {
      return {
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: AnyNodeModel }) {
          const days = Array.from((await context.nodeModel.findAll({ type: "ProgrammaJson" })).entries);
          return programmeVersion(days as Parameters<typeof programmeVersion>[0]);
        },
      };
    },
  });
  actions.createTypes(typeDefs);
  actions.createTypes(computedTypeDefs);
  actions.createTypes(pageTextsTypeDefs);
  actions.createTypes(changesTypeDefs);
};
