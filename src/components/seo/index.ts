// The JSON-LD elements are imported from their own files (home-json-ld, concerti-json-ld,
// talks-json-ld): a re-export here would tie every page to every static query.
export { Seo, THEME_COLOR, type SeoProps } from "./seo";
