import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { festivalJsonLdGraph, serializeJsonLd, type JsonLdScope } from "../../seo/json-ld";
import { sharePageFor } from "../../seo/share-pages";

/**
 * schema.org JSON-LD of the festival and its events for a page's head: everything on the home
 * page, the page's own events on /concerti and /talks.
 */
export function FestivalJsonLd({ scope }: { scope: JsonLdScope }) {
  const data = useStaticQuery<Queries.FestivalJsonLdQuery>(graphql`
    query FestivalJsonLd {
      site {
        siteMetadata {
          siteUrl
        }
      }
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
        luoghi {
          nome
          mappe
        }
      }
      allProgrammaJson(sort: { data: ASC }) {
        nodes {
          data
          eventi {
            ora
            titolo
            speaker
            luogo
            tipo
            locandina {
              publicURL
            }
          }
        }
      }
      allConcertiJson {
        nodes {
          artista
          data
          ora
          luogo
          descrizione
          ticketLink
          immagine {
            publicURL
          }
        }
      }
      allTalksJson {
        nodes {
          titolo
          speaker
          data
          ora
          luogo
          gratuito
          descrizione
          linkPrenotazione
          immagine {
            publicURL
          }
          secondaImmagine {
            publicURL
          }
          terzaImmagine {
            publicURL
          }
          quartaImmagine {
            publicURL
          }
        }
      }
    }
  `);
  if (!data.sitoJson) return null;
  const siteUrl = (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, "");
  const doc = festivalJsonLdGraph(
    {
      sito: data.sitoJson,
      programma: data.allProgrammaJson.nodes,
      concerti: data.allConcertiJson.nodes,
      talks: data.allTalksJson.nodes,
    },
    scope,
    { siteUrl, festivalImage: sharePageFor("/").image }
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(doc) }} />;
}
