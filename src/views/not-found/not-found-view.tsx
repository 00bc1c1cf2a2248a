import React from "react";
import { Link } from "gatsby";
import { buttonClass } from "../../components/button/button-class";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { actions } from "./not-found-view.module.scss";

/** The Italian 404 page, with the way back home and to the programme. */
export function NotFoundView() {
  return (
    <Layout>
      <PageIntro kickerText="Errore 404" heading="Pagina non trovata">
        <p>L'indirizzo che hai aperto non esiste o è stato spostato.</p>
      </PageIntro>
      <p className={actions}>
        <Link to="/" className={buttonClass("sun")}>
          Torna alla home
        </Link>
        <a href="/#programma" className={buttonClass("secondary")}>
          Vai al programma
        </a>
      </p>
    </Layout>
  );
}
