import type { GatsbyNode } from "gatsby";
import { pageShareOf, sharePageFor } from "../src/seo/share-pages";
import type { SharePageContext } from "../src/seo/share-image";

/**
 * Every page's context carries its own share image and words (src/seo/share-pages), which its Head
 * passes to Seo: the browser, which runs Head again on client-side navigation, then loads one entry
 * with the page's data instead of the whole table in the shared chunk. Gatsby calls this for the pages
 * of src/pages (and its 404 copies), not for those our createPages makes: gatsby/venues and
 * gatsby/archive put the entry in their pages' context themselves. A page with one keeps it; any
 * other page out of the table gets home's.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<SharePageContext> | undefined)?.share) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, share: pageShareOf(sharePageFor(page.path)) } satisfies SharePageContext });
};
