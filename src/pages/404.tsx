import React from "react";
import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { notFoundPagePath } from "../utils/page-paths";
import { NotFoundView } from "../views/not-found/not-found-view";

export default function NotFoundPage() {
  return <NotFoundView />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery, SharePageContext> = ({ data, pageContext }) => (
  <Seo
    share={pageContext.share}
    title="Pagina non trovata"
    // sito.json is checked before every build (gatsby/data-validation), so it is always there.
    description={(data.sitoJson as NonNullable<Queries.NotFoundPageQuery["sitoJson"]>).testi.descrizione}
    pathname={notFoundPagePath}
    noindex
  />
);

export const query = graphql`
  query NotFoundPage {
    sitoJson {
      # Derived from the data at build time (gatsby/page-texts).
      testi: testiPagina(pagina: "404") {
        descrizione
      }
    }
  }
`;
