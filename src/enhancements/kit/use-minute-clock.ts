import { useEffect, useState } from "react";

/** Milliseconds until the next whole minute, when a moment ("In corso", a notice's window) can next change. */
export const untilNextMinute = (now: number): number => 60_000 - (now % 60_000);

/**
 * The time now, renewed at every whole minute (when "In corso", "Tra poco" and "Oggi" can change)
 * and whenever the tab shows again, since timers sleep in a hidden tab.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const time = Date.now();
      setNow(time);
      timer = setTimeout(tick, untilNextMinute(time));
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    timer = setTimeout(tick, untilNextMinute(Date.now()));
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return now;
}
