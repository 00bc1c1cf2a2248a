import { formatDateRange, formatDateRangeFromTo } from "../../src/utils/format";
import { programmeCalendarPathOf } from "../../src/events/event-keys";
import { subscriptionEnd } from "../../src/events/push-file";
import { formatUntil } from "../../src/utils/format";
import { vapidPublicKey } from "../push-key";
import type { FieldExtension } from "./field-extension";

/** data/sito.json: the festival's identity, contacts and venues. */
export const siteTypeDefs = /* GraphQL */ `
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
    privacy: SitoPrivacy!
  }

  "The privacy page's texts (/privacy/); who keeps the data is the organiser, until when the site computes"
  type SitoPrivacy {
    ospite: String!
    datiConservati: String!
    scopo: String!
    cancellazione: String!
    restoDelSito: String!
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
`;

export const siteComputedTypeDefs = /* GraphQL */ `
  type SitoJson implements Node {
    "The festival's dates on the home page's badge, e.g. 12-14 Settembre 2025"
    badgeDate: String! @festivalDates(format: "badge")
    "The festival's dates after a verb, e.g. dal 12 al 14 settembre 2025"
    periodoDal: String! @festivalDates(format: "fromTo")
    "Public path of the whole programme's calendar, named after the edition, e.g. /calendario/connessioni-2025.ics"
    calendarioProgramma: String! @programmeCalendar
    "The notifications of a saved event's change (issue 44): null in a build without VAPID_PUBLIC_KEY"
    notifiche: SitoNotifiche @pushNotifications
  }

  type SitoNotifiche {
    "Until when a subscription is kept, after a verb: fino al 21 settembre 2025"
    fino: String!
    "The short text beside the button: who keeps what, where, until when"
    avviso: String!
  }
`;

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
  organizzatore?: { nome?: string };
  privacy?: { ospite?: string };
}

/** What the notifications' short text says, from the organiser, the host and the edition's last day. */
export function pushNotifications(source: FestivalSource): { fino: string; avviso: string } {
  const fino = formatUntil(subscriptionEnd(source.dataFine ?? ""));
  const avviso =
    `Per avvisarti, ${source.organizzatore?.nome ?? ""} conserva su ${source.privacy?.ospite ?? ""} l'indirizzo per le notifiche ` +
    `del tuo browser, le sue chiavi e gli eventi salvati, ${fino}.`;
  return { fino, avviso };
}

export const siteFieldExtensions: readonly FieldExtension[] = [
  {
    name: "festivalDates",
    args: { format: "String!" },
    extend(options: { format: string }) {
      const format = festivalDateFormats[options.format];
      return { resolve: (source: FestivalSource) => format(source.dataInizio ?? "", source.dataFine ?? "") };
    },
  },
  {
    name: "pushNotifications",
    extend() {
      return { resolve: (source: FestivalSource) => (vapidPublicKey() ? pushNotifications(source) : null) };
    },
  },
  {
    name: "programmeCalendar",
    extend() {
      return { resolve: (source: FestivalSource) => programmeCalendarPathOf(source.nome ?? "", source.edizione ?? "") };
    },
  },
];
