import { formatDateRange, formatDateRangeFromTo } from "../../src/utils/format";
import { programmeCalendarPathOf } from "../../src/events/event-keys";
import { pushPrivacySections, type PrivacySection } from "./push-privacy-texts";
import { retentionDates } from "./push-retention-dates";
import { PUSH_BUILD_TYPE } from "../push-build-node";
import { siteUrl } from "../site-url";
import { scheduleFeedPaths } from "../../src/utils/page-paths";

/** The part of Gatsby's node model the `notifiche` field reads. */
interface PushBuildNodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<{ attive?: boolean }> }>;
}
import type { FieldExtension } from "./field-extension";

/** data/sito.json: the festival's identity and contacts (the venues are data/luoghi.json, venues-types.ts). */
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
    emailAccessibilita: String!
    social: [SitoSocial!]!
    biglietteria: String!
    prenotazioni: String!
    introConcerti: String!
    introTalks: String!
    introEdizioni: String!
    orari: [SitoOrario!]!
    privacy: SitoPrivacy!
    serviziAccessibilita: [SitoServizioAccessibilita!]!
    dichiarazioneAccessibilita: SitoDichiarazioneAccessibilita!
  }

  "A service the organisers offer so that more people can take part (/accessibilita/): only what they announced"
  type SitoServizioAccessibilita {
    titolo: String!
    testo: String!
  }

  "The facts of the website's accessibility statement (/accessibilita/); the automated checks are the code's (src/accessibility/site-checks.ts)"
  type SitoDichiarazioneAccessibilita {
    "The day of the last assessment, e.g. 2026-11-28"
    dataValutazione: String!
    "autovalutazione or valutazione esterna"
    metodo: String!
    valutatoDa: String
    "What a person checked by hand"
    verificheManuali: [String!]!
    "What no person has checked yet: while any is listed the site is partially conformant"
    nonVerificato: [String!]!
    barriere: [SitoBarriera!]!
    "The guidelines the site is measured against, as the statement's sentence reads them: WCAG 2.1 al livello AA (norma europea EN 301 549)"
    requisiti: String!
    "The EU model the statement follows: decisione di esecuzione (UE) 2018/1523"
    modello: String!
  }

  "Content known not to be accessible, and why"
  type SitoBarriera {
    contenuto: String!
    motivo: String!
  }

  "The privacy page's texts (/privacy/): the organisers' part; what is kept, by whom else and until when the site says (src/events/push-retention.ts)"
  type SitoPrivacy {
    navigazione: String!
    ospite: String!
    scopo: String!
    cancellazione: String!
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
    "The addresses of the programme for schedule apps (gatsby/schedule-feeds), absolute: what a visitor pastes into an app"
    programmaApp: SitoProgrammaApp! @scheduleFeeds
    "The notifications of a saved event's change (issue 44): null in a build without VAPID_PUBLIC_KEY"
    notifiche: SitoNotifiche @pushNotifications
  }

  type SitoProgrammaApp {
    "https://…/schedule.xml (frab/Pentabarf XML)"
    xml: String!
    "https://…/schedule.json (c3voc schedule JSON)"
    json: String!
  }

  "Whether this build offers notifications (gatsby/push-build-node.ts): one node per build."
  type NotificheBuild implements Node @dontInfer {
    attive: Boolean!
  }

  type SitoNotifiche {
    "The Rome day a subscription is deleted, after a verb: fino al 22 settembre 2025"
    fino: String!
    "The short text beside the button: who keeps what, where, until when"
    avviso: String!
    "The privacy page's sections on the notifications: the code's facts and sito.json's privacy texts"
    sezioniPrivacy: [SitoPrivacySezione!]!
  }

  type SitoPrivacySezione {
    "The heading's id: privacy-dove"
    id: String!
    titolo: String!
    "A list first, when the section has one (may be empty)"
    elenco: [String!]!
    "Then its paragraphs"
    paragrafi: [String!]!
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
  privacy?: { ospite?: string; scopo?: string; cancellazione?: string };
}

/** What the privacy page and the notifications' short text say, from the organiser, sito.json's privacy texts and the edition's last day. */
export function pushNotifications(source: FestivalSource): { fino: string; avviso: string; sezioniPrivacy: PrivacySection[] } {
  const dates = retentionDates(source.dataFine ?? "");
  // sito.json is checked before every build (gatsby/data-validation): a bad date here is a bug.
  if (dates === null) throw new Error(`sito.json: dataFine "${source.dataFine}" is not a day (YYYY-MM-DD)`);
  const avviso =
    `Per avvisarti, ${source.organizzatore?.nome ?? ""} conserva su ${source.privacy?.ospite ?? ""} l'indirizzo per le notifiche ` +
    `del tuo browser, le sue chiavi e gli eventi salvati, ${dates.fino}.`;
  const { ospite = "", scopo = "", cancellazione = "" } = source.privacy ?? {};
  return { fino: dates.fino, avviso, sezioniPrivacy: pushPrivacySections({ ospite, scopo, cancellazione }, dates) };
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
      return {
        // Read through the build's node, not the environment alone: a page that shows these texts then
        // depends on it, and Gatsby reruns its query when the key is added or removed.
        async resolve(source: FestivalSource, _args: unknown, context: { nodeModel: PushBuildNodeModel }) {
          const [build] = Array.from((await context.nodeModel.findAll({ type: PUSH_BUILD_TYPE })).entries);
          return build?.attive ? pushNotifications(source) : null;
        },
      };
    },
  },
  {
    name: "scheduleFeeds",
    extend() {
      return { resolve: () => ({ xml: `${siteUrl}${scheduleFeedPaths.xml}`, json: `${siteUrl}${scheduleFeedPaths.json}` }) };
    },
  },
  {
    name: "programmeCalendar",
    extend() {
      return { resolve: (source: FestivalSource) => programmeCalendarPathOf(source.nome ?? "", source.edizione ?? "") };
    },
  },
];
