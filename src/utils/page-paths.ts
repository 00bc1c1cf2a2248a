/**
 * The site's page addresses, in the one URL form the hosts serve with status 200: with a trailing
 * slash. The build writes `concerti/index.html`, which Cloudflare Pages serves at /concerti/ and
 * redirects /concerti to (308); gatsby-config.ts sets trailingSlash "always" to match (measured on the
 * hosts' engines: docs/deploy.md). Every internal link, canonical URL and test takes its path from here.
 */
export const pagePaths = {
  home: "/",
  concerti: "/concerti/",
  talks: "/talks/",
  edizioni: "/edizioni/",
  /** The published changes of the programme (issue 38): linked from the programme, not from the menu. */
  modifiche: "/modifiche/",
  /** What the site keeps about a visitor (the notifications, issue 44): linked from the footer and the button. */
  privacy: "/privacy/",
  /** The programme made for paper, one A4 page a day (issue 49): linked from the programme's header. */
  stampa: "/programma-stampabile/",
  /** The venues (issue 48): linked from the practical information and every card's venue; each has its page, src/venues/venue-paths.ts. */
  luoghi: "/luoghi/",
  /** The festival's access page and the website's accessibility statement (issue 48): linked from every page's footer. */
  accessibilita: "/accessibilita/",
} as const;

/** Every page of the site: the four of the menu in its order, then the changes page, the privacy page, the printable programme, the venues' list and the access page. */
export const sitePagePaths: readonly string[] = Object.values(pagePaths);

/** Where the 404 page is built (Gatsby also writes 404.html, which hosts serve for unknown paths). */
export const notFoundPagePath = "/404/";

/**
 * A path in the site's URL form: "/concerti" → "/concerti/", "/concerti#x" → "/concerti/#x".
 * Paths of files (a dot in the last segment, e.g. "/calendario/x.ics") are left alone.
 */
export function inSiteUrlForm(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = match ? [match[1], match[2]] : [path, ""];
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (pathname === "" || pathname.endsWith("/") || last.includes(".")) return pathname + rest;
  return `${pathname}/${rest}`;
}

/** The Atom feed of the published changes, beside its page (gatsby/published-record/changes-feed.ts). */
export const changesFeedPath = "/modifiche.xml";

/** The programme for schedule apps (gatsby/schedule-feeds): frab/Pentabarf XML and c3voc JSON. */
export const scheduleFeedPaths = { xml: "/schedule.xml", json: "/schedule.json" } as const;
