/**
 * What the worker shows for a push message (issue 44) and where a tap leads: pure functions of the
 * payload, unit tested without a browser (__tests__/notification.test.ts). The payload is the sending
 * command's JSON ({ title, body, tag, url }, the contract of issue 44); whatever else arrives (a
 * payload it cannot parse, a field missing) still shows a notification, in generic words: a push
 * message must show one (userVisibleOnly), and a wrong one must not say something false.
 */
import { PROGRAMME_ANCHOR } from "../../../../src/components/site-header/nav-items";
import { pagePaths } from "../../../../src/utils/page-paths";

/** Where a tap opens: the programme with the visitor's saved events (it works offline: the saved copy of home). */
export const MY_EVENTS_URL = `${pagePaths.home}?solo=miei#${PROGRAMME_ANCHOR}`;

export const GENERIC_BODY = "Il programma è cambiato: apri i tuoi eventi per vedere che cosa è cambiato.";
export const NOTIFICATION_TAG = "modifiche-programma";

export interface NotificationToShow {
  title: string;
  options: { body: string; tag: string; icon: string; data: { url: string } };
}

const text = (value: unknown, max: number): string | null => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null);

/** A path of this site ("/…", not "//host"), or the saved events' programme. */
export function siteUrlOf(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : MY_EVENTS_URL;
}

/** The notification for a push payload's text (null: a push without data). */
export function notificationOf(payload: string | null, site: { name: string; icon: string }): NotificationToShow {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload ?? "");
    if (parsed && typeof parsed === "object") message = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the generic words below.
  }
  const body = text(message.body, 300);
  return {
    title: (body && text(message.title, 100)) || site.name,
    options: {
      body: body ?? GENERIC_BODY,
      tag: text(message.tag, 64) ?? NOTIFICATION_TAG,
      icon: site.icon,
      data: { url: body ? siteUrlOf(message.url) : MY_EVENTS_URL },
    },
  };
}

interface ManifestIcon {
  src: string;
  sizes?: string;
}

/** The web app manifest's icon closest to 192 px (what notifications show), as a site path. */
export function notificationIcon(manifest: { icons?: ManifestIcon[] }): string {
  const sizeOf = (icon: ManifestIcon) => Number(/^(\d+)x/.exec(icon.sizes ?? "")?.[1] ?? 0);
  const [best] = [...(manifest.icons ?? [])].sort((a, b) => Math.abs(sizeOf(a) - 192) - Math.abs(sizeOf(b) - 192));
  if (!best) return "";
  return best.src.startsWith("/") ? best.src : `/${best.src}`;
}
