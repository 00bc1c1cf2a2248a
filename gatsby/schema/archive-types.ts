import { EVENT_FIELDS } from "./event-fields";
import { CONCERT_FIELDS } from "./concerts-types";
import { TALK_FIELDS } from "./talks-types";

export const ARCHIVE_TYPES = ["ArchivioProgrammaJson", "ArchivioConcertiJson", "ArchivioTalksJson"] as const;

/** The years with an archived edition (a folder under data/archivio/ with at least one entry). */
export async function archivedYears(nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<{ anno?: number }> }> }): Promise<Set<number>> {
  const years = new Set<number>();
  for (const type of ARCHIVE_TYPES) {
    for (const node of (await nodeModel.findAll({ type })).entries) if (typeof node.anno === "number") years.add(node.anno);
  }
  return years;
}

/** data/archivio/<anno>/: a past edition's programme, concerts and talks, shaped as the current ones. */
export const archiveTypeDefs = /* GraphQL */ `
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
    ${CONCERT_FIELDS}
  }

  "An archived edition's talk: data/archivio/<anno>/talks.json."
  type ArchivioTalksJson implements Node @dontInfer {
    anno: Int!
    ${TALK_FIELDS}
  }
`;

export const archiveComputedTypeDefs = /* GraphQL */ `
  type ArchivioProgrammaJson implements Node {
    utcOffset: String! @romeOffset
  }

  type ArchivioConcertiJson implements Node {
    ${EVENT_FIELDS}
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    eventId: String! @eventId
    slugPrecedente: String! @legacyEventSlug
  }

  type ArchivioTalksJson implements Node {
    ${EVENT_FIELDS}
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    eventId: String! @eventId
    slugPrecedente: String! @legacyEventSlug
  }
`;
