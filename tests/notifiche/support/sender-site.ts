/**
 * The site as the sender sees it, for the sender's tests and benchmark: its URL (the push file and the
 * sender endpoints), and the store behind the API, written straight (rows put as the browser's
 * subscribing would leave them) and read back. Today it is the in-process fake of the contract's
 * endpoints (fake-site-api.ts); the site's Functions on `wrangler pages dev` with a local D1 take its
 * place once they exist on this branch.
 */
import type { PushFile } from "../../../src/events/push-file-shape";
import { startFakeSiteApi, type StoredSubscription } from "./fake-site-api";

export type { StoredSubscription };

export interface SenderSite {
  /** The sender's SITE_URL. */
  url: string;
  put(rows: readonly StoredSubscription[]): Promise<void>;
  /** A row's known sequenzas; undefined once the row is gone. */
  known(endpoint: string): Promise<Record<string, number> | undefined>;
  /** Removes every row. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface SenderSiteOptions {
  secret: string;
  pushFile: PushFile;
  /** The fake push service's origin, allowed as a push address (NOTIFICHE_PUSH_ORIGINS). */
  pushOrigin: string;
}

export async function startSenderSite({ secret, pushFile }: SenderSiteOptions): Promise<SenderSite> {
  const api = await startFakeSiteApi({ secret, pushFile });
  return {
    url: api.url,
    put: async (rows) => api.put(rows),
    known: async (endpoint) => api.rows.get(endpoint)?.eventi,
    clear: async () => api.rows.clear(),
    close: () => api.close(),
  };
}
