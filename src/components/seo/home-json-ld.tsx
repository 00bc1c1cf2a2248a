import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { JsonLdScript } from "./json-ld-script";

/** The organiser, the festival and every programme event, for the home page's head. */
export function HomeJsonLd() {
  const data = useStaticQuery<Queries.HomeJsonLdQuery>(graphql`
    query HomeJsonLd {
      sitoJson {
        festivalJsonLd(scope: "home")
      }
    }
  `);
  return data.sitoJson ? <JsonLdScript json={data.sitoJson.festivalJsonLd} /> : null;
}
