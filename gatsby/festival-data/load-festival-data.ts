import type { CreatePagesArgs } from "gatsby";
import type { FestivalDataInput } from "../../src/events/festival-events";
import type { EventChanges } from "../../src/events/event-record";
import { buildEventChanges } from "../event-history/build-record";

/**
 * The build's one loader of the festival: today's programme, concerts, talks, venues and site, with the record
 * of what was published (gatsby/event-history). The post-build steps (calendars, the record's files)
 * read it through loadFestivalData, once per build; the GraphQL resolvers, which cannot run a query,
 * read the same nodes (gatsby/json-ld/festival-json-ld-resolver.ts) and take the record from
 * festivalRecord, so every step sees one record.
 */

/** The record for the build's current programme (the GraphQL result's days, or the raw nodes'). */
export function festivalRecord(programma: FestivalDataInput["programma"], luoghi: FestivalDataInput["luoghi"], dataDir?: string): EventChanges {
  return buildEventChanges(programma, luoghi, dataDir);
}

/** The festival data as the build sees it (GraphQL, so fixture builds with other data work too). */
export const festivalDataQuery = /* GraphQL */ `
  query FestivalCalendarData {
    sitoJson {
      nome
      tagline
      edizione
      dataInizio
      dataFine
      biglietteria
      prenotazioni
      organizzatore {
        nome
        citta
        cap
        provincia
      }
      email
      social {
        url
      }
    }
    allLuoghiJson {
      nodes {
        nome
        mappe
        preposizione
        nomiPrecedenti
      }
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes {
        data
        eventi {
          id
          ora
          fine
          titolo
          speaker
          luogo
          tipo
          stato
          lingua
          servizi
          pubblico
          etaMinima
          disponibilita
        }
      }
    }
    allConcertiJson {
      nodes {
        artista
        evento
        descrizione
        ticketLink
      }
    }
    allTalksJson {
      nodes {
        titolo
        speaker
        evento
        gratuito
        descrizione
        linkPrenotazione
      }
    }
  }
`;

interface FestivalDataResult {
  sitoJson: FestivalDataInput["sito"] | null;
  allLuoghiJson: { nodes: FestivalDataInput["luoghi"] };
  allProgrammaJson: { nodes: FestivalDataInput["programma"] };
  allConcertiJson: { nodes: FestivalDataInput["concerti"] };
  allTalksJson: { nodes: FestivalDataInput["talks"] };
}

// Memoised per build: a build's steps share one `graphql` function (a develop server's runs each have theirs).
const loaded = new WeakMap<CreatePagesArgs["graphql"], Promise<FestivalDataInput>>();

export function loadFestivalData(graphql: CreatePagesArgs["graphql"]): Promise<FestivalDataInput> {
  let data = loaded.get(graphql);
  if (!data) loaded.set(graphql, (data = readFestivalData(graphql)));
  return data;
}

async function readFestivalData(graphql: CreatePagesArgs["graphql"]): Promise<FestivalDataInput> {
  const result = await graphql<FestivalDataResult>(festivalDataQuery);
  if (result.errors || !result.data?.sitoJson) {
    throw new Error(`could not read the festival data: ${JSON.stringify(result.errors ?? "sito.json missing")}`);
  }
  const { data } = result;
  return {
    sito: data.sitoJson!,
    luoghi: data.allLuoghiJson.nodes,
    programma: data.allProgrammaJson.nodes,
    concerti: data.allConcertiJson.nodes,
    talks: data.allTalksJson.nodes,
    // What was published before: SEQUENCE, DTSTAMP and the statuses (gatsby/event-history).
    modifiche: festivalRecord(data.allProgrammaJson.nodes, data.allLuoghiJson.nodes),
  };
}
