import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../../hooks/use-hydrated";

interface DisclosureProps {
  /** Visible text of the toggle; also its accessible name. */
  label: React.ReactNode;
  children: React.ReactNode;
  className: string;
  toggleClassName: string;
  panelClassName: string;
  /** Close when the pointer goes down outside the widget. */
  closeOnOutsideClick?: boolean;
}

/**
 * A toggle that shows a panel, built for progressive enhancement:
 * - static HTML (and visitors without JavaScript): a native <details>/<summary>, which opens
 *   and closes with no script at all;
 * - after hydration: a <button aria-expanded aria-controls> with the specified behaviour:
 *   choosing a link inside closes it, Escape closes it and returns focus to the toggle, and
 *   (optionally) so does a click outside.
 * Both versions carry data-state="open|closed" so one stylesheet serves both.
 */
export function Disclosure({ label, children, className, toggleClassName, panelClassName, closeOnOutsideClick = false }: DisclosureProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // Escape pressed while focus is elsewhere on the page (focus inside is handled by onKeyDown,
  // which stops the event so that nested disclosures close one at a time).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (closeOnOutsideClick && !rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close, closeOnOutsideClick]);

  if (!hydrated) {
    return (
      <details className={className} data-state="closed">
        <summary className={toggleClassName}>{label}</summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );
  }

  const state = open ? "open" : "closed";
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or a link inside closes the menu (delegation)
    <div
      ref={rootRef}
      className={className}
      data-state={state}
      onKeyDown={(event) => {
        if (open && event.key === "Escape") {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button ref={toggleRef} type="button" className={toggleClassName} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on a link inside (Enter clicks it too) closes the menu (delegation) */}
      <div
        id={panelId}
        className={panelClassName}
        data-state={state}
        onClick={(event) => {
          // Choosing a link (an item of the menu) closes the panel.
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
