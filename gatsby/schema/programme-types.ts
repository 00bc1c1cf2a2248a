import { romeOffset } from "../../src/utils/rome-time";
import type { DatedSource } from "../programme-nodes";
import type { FieldExtension } from "./field-extension";
import { EVENT_LABELS_FIELD } from "./event-fields";

/** data/programma.json: one entry per day, each with its events. */
export const programmeTypeDefs = /* GraphQL */ `
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
    "Language when it is not Italian, ISO 639-1 (en, fr...); null for Italian"
    lingua: String
    "Services confirmed for it: lis, sottotitoli, interpretariato-<language>"
    servizi: [String!]
    "Whom it is meant for: studenti, famiglie"
    pubblico: [String!]
    "Youngest suggested age, in years"
    etaMinima: Int
    "Places left: ultimi-posti or esaurito; null when nothing is said"
    disponibilita: String
  }
`;

export const programmeComputedTypeDefs = /* GraphQL */ `
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
    eventId: String! @eventId
    "The key used before ids (issue 36), from day, time and venue, e.g. 2025-09-12-2130-nuovo: only to translate old links"
    slugPrecedente: String! @legacyEventSlug
    ${EVENT_LABELS_FIELD}
    "How to get in, from its concert's ticket link or its talk's booking link and gratuito; null with neither"
    ingresso: IngressoEvento @eventEntry
    "The page of its venue, e.g. /luoghi/nuovo/, or null when data/luoghi.json has no such venue"
    paginaLuogo: String @venuePage
    "What the programme's access filters read (src/events/programme-filters.ts), e.g. senza-gradini lis gratuito; null when none"
    filtri: String @programmeFilters
    "Its venue's coordinates as lat,lon (the walking time between saved events), or null when not known"
    coordinateLuogo: String @venueCoordinates
  }
`;

/** The offset of a programme day (current or archived); the events' own fields are in event-fields.ts. */
export const programmeFieldExtensions: readonly FieldExtension[] = [
  {
    name: "romeOffset",
    extend() {
      return { resolve: (source: DatedSource) => romeOffset(source.data ?? "", "12:00") };
    },
  },
];
