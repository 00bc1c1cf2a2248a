import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { JsonLdScript } from "./json-ld-script";

/** The concerts as MusicEvents, at the end of the /concerti page. */
export function ConcertiJsonLd() {
  const data = useStaticQuery<Queries.ConcertiJsonLdQuery>(graphql`
    query ConcertiJsonLd {
      sitoJson {
        festivalJsonLd(scope: "concerti")
      }
    }
  `);
  return data.sitoJson ? <JsonLdScript json={data.sitoJson.festivalJsonLd} /> : null;
}
