import type { HeadersRule } from "../post-build/headers/headers-rule";
import { scheduleFeedPaths } from "../../src/utils/page-paths";

/**
 * The feeds are for apps and other sites' pages too (a festival app's web view, a signage screen), so
 * any origin may read them (`Access-Control-Allow-Origin: *`: they hold nothing that is not public).
 * Their Cache-Control is the generated one of every unhashed file (revalidate), and the hosts' ETag
 * makes an app's poll of an unchanged feed a 304 (tests/hosting/schedule-feeds.test.ts).
 *
 * The JSON's type names its charset: Cloudflare Pages' engine applies this Content-Type rule to a .json
 * file (wrangler pages dev, tests/hosting), and Netlify, nginx (scripts/nginx-conf.mjs makes it the
 * location's type) and scripts/serve.mjs send the same. The XML needs no rule: every host calls a .xml
 * file application/xml, and its own declaration says UTF-8.
 */
export const SCHEDULE_JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export const scheduleFeedsHeadersRules: readonly HeadersRule[] = [
  { pattern: scheduleFeedPaths.xml, headers: [["Access-Control-Allow-Origin", "*"]] },
  {
    pattern: scheduleFeedPaths.json,
    headers: [
      ["Access-Control-Allow-Origin", "*"],
      ["Content-Type", SCHEDULE_JSON_CONTENT_TYPE],
    ],
  },
];
