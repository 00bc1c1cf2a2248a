import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/seo";
import { notFoundPagePath } from "../utils/page-paths";
import { NotFoundView } from "../views/not-found/not-found-view";

export default function NotFoundPage() {
  return <NotFoundView />;
}

export const Head: HeadFC = () => (
  <Seo
    title="Pagina non trovata"
    description="La pagina che cerchi non esiste sul sito di Connessioni, il festival della comunicazione di Cuneo. Torna alla home o al programma."
    pathname={notFoundPagePath}
    noindex
  />
);
