import { inSiteUrlForm } from "../utils/page-paths";

/** Absolute canonical URL of a path, in the site's URL form (trailing slash, see utils/page-paths). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${inSiteUrlForm(pathname)}`;
}
