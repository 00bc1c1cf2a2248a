import React from "react";
import { useSiteContent } from "../../hooks/use-site-content";
import { SiteFooter } from "../site-footer/site-footer";
import { SiteHeader } from "../site-header/site-header";
import { main, skipLink } from "./layout.module.scss";

/** The frame of every page: skip link, fixed top bar, the page's content, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { sitoJson, allConcertiJson } = useSiteContent();
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = sitoJson as Queries.SiteChromeFragment;
  return (
    <>
      <a className={skipLink} href="#contenuto">
        Salta al contenuto
      </a>
      <SiteHeader sito={sito} concerti={allConcertiJson.nodes} />
      <main id="contenuto" className={main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter sito={sito} concerti={allConcertiJson.nodes} year={sito.edizione} />
    </>
  );
}
