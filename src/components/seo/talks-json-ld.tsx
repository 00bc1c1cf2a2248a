import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { JsonLdScript } from "./json-ld-script";

/** The talks as EducationEvents, at the end of the /talks page. */
export function TalksJsonLd() {
  const data = useStaticQuery<Queries.TalksJsonLdQuery>(graphql`
    query TalksJsonLd {
      sitoJson {
        festivalJsonLd(scope: "talks")
      }
    }
  `);
  return data.sitoJson ? <JsonLdScript json={data.sitoJson.festivalJsonLd} /> : null;
}
