import type { HeadersRule } from "../post-build/headers/headers-rule";
import { changesFeedPath } from "../../src/utils/page-paths";

/**
 * /modifiche.xml is an Atom feed: its media type says so (RFC 4287, section 7), which feed readers and
 * browsers go by; the hosts would call any .xml application/xml. Its Cache-Control is the generated
 * one of every unhashed file (revalidate), so this rule sets nothing else. Netlify applies it, and so do
 * scripts/serve.mjs and nginx (scripts/nginx-conf.mjs turns a Content-Type rule into the location's
 * type); Cloudflare Pages' engine (wrangler pages dev, tests/hosting) keeps its own application/xml for
 * .xml files, which feed readers accept too.
 */
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export const changesFeedHeadersRule: HeadersRule = {
  pattern: changesFeedPath,
  headers: [["Content-Type", ATOM_CONTENT_TYPE]],
};
