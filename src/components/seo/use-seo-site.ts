import { graphql, useStaticQuery } from "gatsby";

export interface SeoSite {
  siteUrl: string;
  nome: string;
  edizione: string;
  badgeDate: string;
  citta: string;
}

/** What every page's head needs from the site: the configured address and the festival's name and dates. */
export function useSeoSite(): SeoSite {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
      sitoJson {
        nome
        edizione
        badgeDate
        organizzatore {
          citta
        }
      }
    }
  `);
  return {
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, ""),
    nome: data.sitoJson?.nome ?? "Connessioni",
    edizione: data.sitoJson?.edizione ?? "",
    badgeDate: data.sitoJson?.badgeDate ?? "",
    citta: data.sitoJson?.organizzatore.citta ?? "",
  };
}
