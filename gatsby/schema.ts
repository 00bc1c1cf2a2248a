import type { GatsbyNode } from "gatsby";

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
    badgeDate: String!
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
    ora: String!
    titolo: String!
    speaker: String!
    luogo: String!
    tipo: String!
    locandina: File! @fileByRelativePath
    locandinaAlt: String!
  }

  type ConcertiJson implements Node @dontInfer {
    artista: String!
    data: String!
    ora: String!
    luogo: String!
    descrizione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    ticketLink: String!
  }

  type TalksJson implements Node @dontInfer {
    titolo: String!
    speaker: String!
    data: String!
    ora: String!
    luogo: String!
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
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    stato: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
