/**
 * Whether this browser can receive the site's notifications (issue 44), told from what it exposes.
 * Read once, in an effect (never in a render), with the browser's own objects handed in, so the
 * rules are unit tested without a browser.
 */
export type PushSupport = "ok" | "missing" | "ios-home";

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag: false in a tab, true once opened from the Home screen; undefined elsewhere. */
  standalone: boolean | undefined;
}

// iPadOS asks for the desktop site and says "Macintosh": a Mac with a touch screen is an iPad.
const isAppleMobile = ({ userAgent, maxTouchPoints }: PushEnvironment): boolean =>
  /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);

export function pushSupport(environment: PushEnvironment): PushSupport {
  // Web Push on iOS and iPadOS works only for a site added to the Home screen and opened from there.
  if (isAppleMobile(environment) && (environment.standalone === false || !environment.hasPushManager)) return "ios-home";
  if (!environment.hasServiceWorker || !environment.hasPushManager || !environment.hasNotification) return "missing";
  return "ok";
}

/** This browser's facts. */
export const browserPushEnvironment = (): PushEnvironment => ({
  hasServiceWorker: "serviceWorker" in navigator,
  hasPushManager: "PushManager" in window,
  hasNotification: "Notification" in window,
  userAgent: navigator.userAgent,
  maxTouchPoints: navigator.maxTouchPoints,
  standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
});

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
