import React from "react";
import { useLocationContext } from "@gatsbyjs/reach-router";
import { useSiteContent } from "../../hooks/use-site-content";
import { inSiteUrlForm } from "../../utils/page-paths";
import { NoticesSlot, NOTICES_FILE_PATH } from "../notice-slots/notice-slots";
import { NoticeGateScript } from "../notices/notice-gate-script";
import type { PublishedNotice } from "../notice-slots/notices-file";
import { isForPage, NoticesProvider } from "../notices/notices";
import { SiteNotices } from "../notices/site-notices";
import { SiteFooter } from "../site-footer/site-footer";
import { SiteHeader } from "../site-header/site-header";
import { main, skipLink } from "./layout.module.scss";

/** The frame of every page: skip link, fixed top bar, the notices, the page's content, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { sitoJson, allConcertiJson, avvisiBuild } = useSiteContent();
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = sitoJson as Queries.SiteChromeFragment;
  // The page's path: Gatsby provides it while rendering the HTML and in the browser alike (a component
  // test renders no router: the home page then). Notices of one page name it in the site's URL form.
  const pagina = inSiteUrlForm(useLocationContext()?.location?.pathname ?? "/");
  const active: readonly PublishedNotice[] = avvisiBuild?.attivi ?? [];
  return (
    <NoticesProvider notices={active}>
      <a className={skipLink} href="#contenuto">
        Salta al contenuto
      </a>
      <SiteHeader sito={sito} concerti={allConcertiJson.nodes} />
      <main id="contenuto" className={main} tabIndex={-1}>
        <NoticesSlot src={NOTICES_FILE_PATH} programma={avvisiBuild?.programma ?? ""} pagina={pagina}>
          <SiteNotices notices={active.filter((notice) => isForPage(notice, pagina))} />
          {active.length > 0 && <NoticeGateScript />}
        </NoticesSlot>
        {children}
      </main>
      <SiteFooter sito={sito} concerti={allConcertiJson.nodes} year={sito.edizione} />
    </NoticesProvider>
  );
}
