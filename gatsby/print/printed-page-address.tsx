import React from "react";
import { canonicalUrl } from "../../src/seo/canonical-url";
import { inSiteUrlForm, pagePaths } from "../../src/utils/page-paths";
import { siteUrl } from "../site-url";

/** The class global.scss shows on paper only. */
export const PRINTED_ADDRESS_CLASS = "printed-page-address";

/**
 * The page's own address at the end of a printed page (issue 49), so a sheet says where it came from:
 * written into the HTML by gatsby-ssr.tsx after the page's React root, so it costs no JavaScript and
 * hydration never sees it; `hidden` on screen (and for screen readers), shown by global.scss's print
 * rules. The printable programme prints the site's address with its QR code instead; the 404 page has
 * no address of its own.
 */
export function printedPageAddress(pathname: string): React.ReactElement[] {
  const path = inSiteUrlForm(pathname);
  if (path === pagePaths.stampa || /^\/404/.test(path)) return [];
  return [
    <p key="printed-page-address" className={PRINTED_ADDRESS_CLASS} hidden>
      {`Questa pagina: ${canonicalUrl(siteUrl, path)}`}
    </p>,
  ];
}
