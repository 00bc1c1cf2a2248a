/**
 * The whole run: the push file, then the subscribers page by page (keyset, PAGE_SIZE rows), each
 * page's messages sent before its report, so that two API calls per page are all the site sees and
 * a run stopped halfway has recorded what it sent (run again, it sends the rest and nothing twice).
 */
import type { Deliverer } from "./deliver";
import { emptyTally, sendPage, type Tally } from "./send-page";
import type { SiteApi } from "./site-api";

export interface RunOutcome {
  tally: Tally;
  failures: string[];
  pages: number;
}

export async function sendAll(api: SiteApi, deliverer: Deliverer, concurrency: number): Promise<RunOutcome> {
  const file = await api.pushFile();
  const tally = emptyTally();
  const failures: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await api.page(cursor);
    pages++;
    const outcome = await sendPage(file, page.iscrizioni, deliverer, concurrency);
    if (outcome.report.consegnati.length > 0 || outcome.report.scaduti.length > 0) await api.report(outcome.report);
    for (const key of Object.keys(tally) as (keyof Tally)[]) tally[key] += outcome.tally[key];
    failures.push(...outcome.failures);
    // A cursor that does not move would page forever.
    if (page.prossimo !== null && page.prossimo === cursor) throw new Error(`la pagina dopo ${cursor} non avanza`);
    cursor = page.prossimo;
  } while (cursor !== null);
  return { tally, failures, pages };
}
