/**
 * The whole run: the push file, then the subscribers page by page (keyset, PAGE_SIZE rows), each
 * page's report once its messages are done, so that two API calls per page are all the site sees and
 * a run stopped halfway has recorded what it sent (run again, it sends the rest and nothing twice).
 * Pages overlap: the next one is read once every message of this one has started, so that a message
 * that waits for its deadline holds back no other subscriber. When the run's signal aborts (its cap),
 * no further page is read; the pages read are still reported.
 */
import type { Deliverer } from "./deliver";
import { taskPool } from "./pool";
import { emptyTally, sendPage, type Tally } from "./send-page";
import { SiteApiError, type SiteApi } from "./site-api";

export interface RunOutcome {
  tally: Tally;
  failures: string[];
  pages: number;
  /** Whether every page was read: false when the run's cap came first. */
  complete: boolean;
}

export async function sendAll(api: SiteApi, deliverer: Deliverer, concurrency: number, signal?: AbortSignal): Promise<RunOutcome> {
  const file = await api.pushFile();
  const pool = taskPool(concurrency);
  const tally = emptyTally();
  const failures: string[] = [];
  const reported: Promise<void>[] = [];
  const reportErrors: unknown[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let complete = false;
  try {
    while (!signal?.aborted && reportErrors.length === 0) {
      const page = await api.page(cursor);
      pages++;
      // A cursor that does not move would page forever (the cursor itself is an address: not in the message).
      if (page.prossimo !== null && page.prossimo === cursor) throw new SiteApiError(`la pagina ${pages} ripete il cursore della precedente`);
      const sent = sendPage(file, page.iscrizioni, deliverer, pool).then(async (outcome) => {
        for (const key of Object.keys(tally) as (keyof Tally)[]) tally[key] += outcome.tally[key];
        failures.push(...outcome.failures);
        if (outcome.report.consegnati.length > 0 || outcome.report.scaduti.length > 0) await api.report(outcome.report);
      });
      reported.push(sent.catch((error: unknown) => void reportErrors.push(error)));
      cursor = page.prossimo;
      if (cursor === null) {
        complete = true;
        break;
      }
      await pool.started();
    }
  } finally {
    // Whatever stopped the paging, the pages read are sent and reported.
    await Promise.all(reported);
  }
  if (reportErrors.length > 0) throw reportErrors[0];
  return { tally, failures, pages, complete };
}
