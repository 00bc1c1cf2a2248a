import React, { useSyncExternalStore } from "react";
import { action, close, message, stack, toast, viewport } from "./toaster.module.scss";
import type { ToastQueue } from "./toast-queue";

/**
 * The toasts of a queue, fixed at the bottom of the screen over the page (no layout shift). The list
 * is a polite live region that exists before any toast, so screen readers announce each one; the
 * pointer or focus on a toast keeps it on screen.
 */
export function Toaster({ queue }: { queue: ToastQueue }): React.JSX.Element {
  const toasts = useSyncExternalStore(queue.subscribe, queue.visible, queue.visible);
  return (
    <ol
      className={queue.variant === "stack" ? `${viewport} ${stack}` : viewport}
      aria-live="polite"
      role="list"
      onMouseEnter={queue.pause}
      onMouseLeave={queue.resume}
      onFocus={queue.pause}
      onBlur={queue.resume}
    >
      {toasts.map((item) => (
        <li key={item.id} className={toast}>
          <p className={message}>{item.message}</p>
          {item.action && (
            <button type="button" className={action} onClick={item.action.onAction}>
              {item.action.label}
            </button>
          )}
          <button type="button" className={close} aria-label="Chiudi" onClick={() => queue.dismiss(item.id)}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ol>
  );
}
