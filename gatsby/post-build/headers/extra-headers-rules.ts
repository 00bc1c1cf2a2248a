import type { HeadersRule } from "./headers-rule";
import { changesFeedHeadersRule } from "../../published-record/changes-feed-headers";
import { scheduleFeedsHeadersRules } from "../../schedule-feeds/schedule-feeds-headers";

/**
 * Rules that other parts of the site add to `_headers`, each with its own path pattern (e.g. an
 * `/admin/*` rule with the looser Content-Security-Policy a CMS needs). Append to this list by
 * importing the rule from its own module; `buildHeadersRules` writes them after the site-wide rule.
 *
 * Netlify and Cloudflare Pages apply every matching rule and join the values of a repeated header
 * (Netlify cannot detach one with `! Name`), so a rule here may only set headers that no generated
 * rule sends on the same paths: the build stops with a message otherwise. A rule that sets a
 * Content-Security-Policy takes the pages it matches out of the site's strict policy.
 */
export const extraHeadersRules: readonly HeadersRule[] = [changesFeedHeadersRule, ...scheduleFeedsHeadersRules];
