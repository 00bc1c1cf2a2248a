import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { markClosed, openDelay } from "./tooltip-timing";
import { tip, wrapper } from "./tooltip.module.scss";

interface TooltipProps {
  label: string;
  /** The trigger: one focusable element that already has its own accessible name. */
  children: React.ReactElement;
}

/**
 * A small visual tooltip for icon-only links. The trigger keeps its own accessible name
 * (aria-label); the tooltip repeats it for sighted pointer and keyboard users and is linked with
 * aria-describedby while shown. Written here rather than taken from a UI library because the
 * whole behaviour is a few lines, and a library would add kilobytes to every page.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const id = useId();

  const show = useCallback(() => {
    clearTimeout(timer.current);
    const delay = openDelay(Date.now());
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) markClosed(Date.now());
      return false;
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, hide]);

  const trigger = React.cloneElement(children, { "aria-describedby": open ? id : undefined });

  return (
    <span className={wrapper} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {trigger}
      {open && (
        <span role="tooltip" id={id} className={tip}>
          {label}
        </span>
      )}
    </span>
  );
}
