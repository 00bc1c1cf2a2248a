export { Seo, THEME_COLOR, type SeoProps } from "./seo";
export { FestivalJsonLd } from "./festival-json-ld";
