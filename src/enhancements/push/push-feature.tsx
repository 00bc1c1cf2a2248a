/**
 * "Avvisami se cambiano" (issue 44): a notification when a saved event changes, without an account.
 * Its own chunk, which the pocket (../pocket/pocket.tsx) loads only in a build with the site's VAPID
 * key and only while the visitor has saved events. On every page it keeps the site's list of the
 * visitor's ids in step with the saved list (offline: when back online, or at the next page load);
 * on the home programme it renders the button and its lines under the tools (the pocket's tools slot).
 * Permission is asked, and the push service contacted, only when the visitor presses the button.
 */
import React, { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { ToolsSlotProps } from "../../components/pocket-slots/pocket-slots";
import { pagePaths } from "../../utils/page-paths";
import type { Slot } from "../kit/page-slots";
import { EVENT_ID_PATTERN } from "../../events/event-id";
import type { SavedEventsStore } from "../pocket/saved-events";
import { deleteSubscription, postSubscription, serverKey, type ApiOutcome, type SiteKey } from "./subscription-requests";
import { differs, readPushMemory, writePushMemory } from "./push-storage";
import { applicationServerKey, browserPushEnvironment, pushSupport } from "./push-support";
import { OFFLINE_HELP, PRIVACY_LINK_TEXT, PUSH_LINES, SUBSCRIBE_LABEL, UNSUBSCRIBE_LABEL, type PushLine } from "./push-texts";
import { button, line as lineClass, privacy, push, row } from "./push.module.scss";

export interface PushFeatureProps {
  saved: SavedEventsStore;
  /** The home programme's tools (null on other pages: the list is kept in step, nothing is shown). */
  tools: Slot<ToolsSlotProps> | null;
}

// "off": the site has no notifications (its API answers 503), whatever the build carried: nothing is shown.
type View = "checking" | "off" | "missing" | "ios-home" | "ready" | "working" | "subscribed";

// Ids only: keys from before ids are being translated by the pocket, and the site knows none of them.
// (Nothing of the pocket's own modules is imported here: each would cost the pocket's chunk bytes.)
const EVENT_ID = new RegExp(EVENT_ID_PATTERN);
const idsOf = (saved: readonly string[]): string[] => saved.filter((key) => EVENT_ID.test(key));

/** Tells the site the saved list if it differs from what the site last accepted; remembers a failure. */
async function keepInStep(subscription: PushSubscription, ids: readonly string[]): Promise<ApiOutcome> {
  const memory = readPushMemory();
  if (!memory.inSospeso && !differs(memory.inviati, ids)) return "ok";
  const outcome = await postSubscription(subscription, ids);
  writePushMemory(outcome === "ok" ? { inviati: [...ids], inSospeso: false } : { ...memory, inSospeso: true });
  return outcome;
}

const lineOfSync = (outcome: ApiOutcome): PushLine | null => (outcome === "ok" ? null : outcome === "offline" ? "pending" : outcome);

/**
 * Whether the controls may appear under the tools without moving what the visitor is reading (the
 * page's reserved box holds the tools alone, so that a visitor without saved events sees no empty
 * space): right after a press or a key of the visitor (the save that loaded this, a filter), when a
 * shift is expected, or once the tools are above the view, where the browser's scroll anchoring keeps
 * the page still. Never while the tools are in view or coming into it.
 */
function useShownWithoutShift(element: HTMLElement | null): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!element || shown) return;
    const show = () => setShown(true);
    // Loaded by the visitor's first save: the toggle they pressed still has the focus. (Not the user
    // activation: Chromium grants it to a page opened from the address bar.)
    if (document.activeElement?.closest('[data-pocket="save"], [data-pocket="tools"]')) return show();
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting && entry.boundingClientRect.bottom <= 0) show();
    });
    observer.observe(element);
    const options = { capture: true, once: true } as const;
    window.addEventListener("click", show, options);
    window.addEventListener("keydown", show, options);
    return () => {
      observer.disconnect();
      window.removeEventListener("click", show, options);
      window.removeEventListener("keydown", show, options);
    };
  }, [element, shown]);
  return shown;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export default function PushFeature({ saved: savedStore, tools }: PushFeatureProps) {
  const saved = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot);
  const [view, setView] = useState<View>("checking");
  const [line, setLine] = useState<PushLine | null>(null);
  const subscription = useRef<PushSubscription | null>(null);
  const siteKey = useRef<string | null>(null);
  const idsKey = idsOf(saved).join(",");
  const shown = useShownWithoutShift(tools?.element ?? null);

  // What this browser can do, and whether it is subscribed already.
  const hasTools = tools !== null;
  useEffect(() => {
    const support = process.env.GATSBY_SERVICE_WORKER === "off" ? "missing" : pushSupport(browserPushEnvironment());
    if (support !== "ok") {
      setView(support);
      return;
    }
    if (Notification.permission === "denied") setLine("denied");
    void currentSubscription()
      .catch(() => null)
      .then(async (found) => {
        subscription.current = found;
        if (found) return setView("subscribed");
        // Elsewhere than the home programme nothing is offered, so nothing is asked.
        if (!hasTools) return setView("ready");
        // Offered only where the site signs messages: asked once, before the button (offline: asked again on the press).
        const site = await serverKey();
        if (site.state === "off") return setView("off");
        if (site.state === "on") siteKey.current = site.key;
        setView("ready");
      });
  }, [hasTools]);

  // Subscribed: the site follows the saved list, now and whenever the browser is back online.
  useEffect(() => {
    const current = subscription.current;
    if (view !== "subscribed" || !current || idsKey === "") return;
    const ids = idsKey.split(",");
    const sync = () => void keepInStep(current, ids).then((outcome) => setLine(lineOfSync(outcome)));
    sync();
    window.addEventListener("online", sync);
    return () => window.removeEventListener("online", sync);
  }, [view, idsKey]);

  // The pocket unmounts this when the last saved event is removed: nothing left to be told about.
  useEffect(
    () => () => {
      const current = subscription.current;
      if (!current || savedStore.getSnapshot().length > 0) return;
      writePushMemory(null);
      // Unsubscribed in any case: a push service then answers 410, and the site deletes the row itself.
      void deleteSubscription(current.endpoint).finally(() => void current.unsubscribe().catch(() => false));
    },
    [savedStore],
  );

  const subscribe = async () => {
    setLine(null);
    if (!navigator.onLine) return setLine("offline");
    setView("working");
    const site: SiteKey = siteKey.current ? { state: "on", key: siteKey.current } : await serverKey();
    if (site.state === "off") return setView("off");
    if (site.state === "offline") {
      setView("ready");
      return setLine("offline");
    }
    const key = (siteKey.current = site.key);
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setView("ready");
      return setLine(permission === "denied" ? "denied" : "dismissed");
    }
    let created: PushSubscription;
    try {
      const registration = await navigator.serviceWorker.ready;
      created = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) });
    } catch {
      setView("ready");
      return setLine("browserError");
    }
    const ids = idsOf(savedStore.getSnapshot());
    const outcome = await postSubscription(created, ids);
    if (outcome !== "ok") {
      // Nothing half-done: a subscription the site does not know is dropped at once.
      await created.unsubscribe().catch(() => false);
      setView("ready");
      return setLine(outcome);
    }
    writePushMemory({ inviati: ids, inSospeso: false });
    subscription.current = created;
    setView("subscribed");
  };

  const unsubscribe = async () => {
    const current = subscription.current;
    if (!current) return;
    setLine(null);
    setView("working");
    const outcome = await deleteSubscription(current.endpoint);
    if (outcome !== "ok") {
      setView("subscribed");
      return setLine(outcome);
    }
    await current.unsubscribe().catch(() => false);
    writePushMemory(null);
    subscription.current = null;
    setView("ready");
    setLine("stopped");
  };

  if (!tools || !shown || view === "checking" || view === "off") return null;
  const subscribed = view === "subscribed" || (view === "working" && subscription.current !== null);
  const offersButton = view !== "missing" && view !== "ios-home";
  const avviso = tools.props.notifiche;
  return createPortal(
    <div className={push} data-enhancement="push">
      {offersButton ? (
        <div className={row}>
          <button
            type="button"
            className={button}
            aria-disabled={view === "working"}
            onClick={() => {
              if (view !== "working") void (subscribed ? unsubscribe() : subscribe());
            }}
          >
            {subscribed ? UNSUBSCRIBE_LABEL : SUBSCRIBE_LABEL}
          </button>
          <p className={privacy}>
            {subscribed && <strong>{`${PUSH_LINES.subscribed} `}</strong>}
            {`${OFFLINE_HELP} `}
            {avviso && `${avviso} `}
            <a href={pagePaths.privacy}>{PRIVACY_LINK_TEXT}</a>
          </p>
        </div>
      ) : (
        <p className={lineClass}>{view === "ios-home" ? PUSH_LINES.iosHome : PUSH_LINES.missing}</p>
      )}
      <p className={lineClass} role="status" aria-live="polite">
        {line && PUSH_LINES[line]}
      </p>
    </div>,
    tools.element,
    "push",
  );
}
