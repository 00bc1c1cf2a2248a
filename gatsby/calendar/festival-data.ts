import type { CreatePagesArgs } from "gatsby";
import type { FestivalDataInput } from "../../src/events/festival-events";
import { buildEventChanges } from "../event-history/build-record";

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
      organizzatore { nome citta cap provincia }
      email
      social { url }
      luoghi { nome mappe }
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes { data eventi { id ora fine titolo speaker luogo tipo stato } }
    }
    allConcertiJson { nodes { artista evento descrizione ticketLink } }
    allTalksJson { nodes { titolo speaker evento gratuito descrizione linkPrenotazione } }
  }
`;

interface FestivalDataResult {
  sitoJson: FestivalDataInput["sito"] | null;
  allProgrammaJson: { nodes: FestivalDataInput["programma"] };
  allConcertiJson: { nodes: FestivalDataInput["concerti"] };
  allTalksJson: { nodes: FestivalDataInput["talks"] };
}

export async function loadFestivalData(graphql: CreatePagesArgs["graphql"]): Promise<FestivalDataInput> {
  const result = await graphql<FestivalDataResult>(festivalDataQuery);
  if (result.errors || !result.data?.sitoJson) {
    throw new Error(`could not read the festival data: ${JSON.stringify(result.errors ?? "sito.json missing")}`);
  }
  const { data } = result;
  return {
    sito: data.sitoJson!,
    programma: data.allProgrammaJson.nodes,
    concerti: data.allConcertiJson.nodes,
    talks: data.allTalksJson.nodes,
    // What was published before: SEQUENCE, DTSTAMP and the statuses (gatsby/event-history).
    modifiche: buildEventChanges(data.allProgrammaJson.nodes),
  };
}
