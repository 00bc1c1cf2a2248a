import {
  concertiDescription,
  concertiKicker,
  edizioniDescription,
  edizioniKicker,
  homeDescription,
  homeTitle,
  notFoundDescription,
  talksDescription,
  talksKicker,
  type FestivalFacts,
} from "../../src/utils/edition-texts";
import { formatDateRange, formatDateRangeFromTo, formatMonth } from "../../src/utils/format";

/** The pages whose words depend on the edition: their <title>/description and their kicker. */
export const PAGES = ["home", "concerti", "talks", "edizioni", "404"] as const;
export type PageName = (typeof PAGES)[number];

export interface SiteNode {
  nome: string;
  edizione: string;
  tagline: string;
  dataInizio: string;
  dataFine: string;
  biglietteria: string;
  prenotazioni: string;
  organizzatore: { citta: string };
}

/** What the texts read besides sito.json: the concerts, the talks and the editions as they are. */
export interface PageTextsContent {
  concerti: readonly { luogo: string }[];
  talks: readonly unknown[];
  edizioni: readonly { anno: number; data: string; stato: string }[];
}

export interface PageTexts {
  /** The page's full <title>, or null where the page names itself (Seo appends the festival). */
  title: string | null;
  description: string;
  /** The line above the page's <h1>, or null where there is none. */
  kicker: string | null;
}

export function festivalFacts(sito: SiteNode): FestivalFacts {
  return {
    nome: sito.nome,
    edizione: sito.edizione,
    tagline: sito.tagline,
    periodo: formatDateRange(sito.dataInizio, sito.dataFine),
    periodoDal: formatDateRangeFromTo(sito.dataInizio, sito.dataFine),
    citta: sito.organizzatore.citta,
  };
}

/** Every edition-dependent word of one page, derived from the data (src/utils/edition-texts.ts). */
export function pageTexts(page: PageName, sito: SiteNode, content: PageTextsContent): PageTexts {
  const facts = festivalFacts(sito);
  switch (page) {
    case "home":
      return { title: homeTitle(facts), description: homeDescription(facts), kicker: null };
    case "concerti":
      return {
        title: null,
        description: concertiDescription(facts, content.concerti.length, sito.biglietteria),
        kicker: concertiKicker(
          facts,
          content.concerti.map((c) => c.luogo),
        ),
      };
    case "talks":
      return {
        title: null,
        description: talksDescription(facts, content.talks.length, sito.prenotazioni),
        kicker: talksKicker(facts),
      };
    case "edizioni":
      return {
        title: null,
        description: edizioniDescription(facts, content.edizioni),
        kicker: edizioniKicker(
          content.edizioni.map((e) => e.anno),
          formatMonth(sito.dataInizio),
        ),
      };
    case "404":
      return { title: null, description: notFoundDescription(facts), kicker: null };
  }
}
