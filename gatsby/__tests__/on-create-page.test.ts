import type { Actions, CreatePageArgs, Page } from "gatsby";
import { onCreatePage } from "../on-create-page";
import { archiveSharePage } from "../../src/seo/archive-share-page";
import { pageShareOf, SHARE_PAGES } from "../../src/seo/share-pages";

/** Runs the hook on one page and returns the pages it created in its place. */
function created(page: Page): Page[] {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  void onCreatePage!({ page, actions: actions as unknown as Actions } as CreatePageArgs, { plugins: [] }, () => {});
  if (actions.createPage.mock.calls.length > 0) expect(actions.deletePage).toHaveBeenCalledWith(page);
  return actions.createPage.mock.calls.map(([p]) => p as Page);
}
const page = (path: string, context: Record<string, unknown> = {}): Page => ({ path, component: "/site/src/pages/x.tsx", context });

describe("onCreatePage", () => {
  it("gives each page of the table its own share entry, without its path, keeping the page's context", () => {
    for (const entry of SHARE_PAGES) {
      const [made] = created(page(entry.pathname, { slug: "x" }));
      expect(made.context).toEqual({ slug: "x", share: pageShareOf(entry) });
      expect(made.context).not.toHaveProperty("share.pathname");
    }
  });

  it("gives home's entry to a page without one of its own", () => {
    expect(created(page("/luoghi/un-luogo/"))[0].context).toEqual({ share: pageShareOf(SHARE_PAGES[0]) });
  });

  it("leaves a page created with its own entry as it is (an archived edition's)", () => {
    expect(created(page("/edizioni/2024/", { anno: 2024, share: pageShareOf(archiveSharePage(2024)) }))).toEqual([]);
  });
});
