/**
 * The page's toast queues, one per variant, made on first use, and their views (Toasts), rendered
 * by the features' one root (src/enhancements/mount-features.tsx) at the end of <body>, outside
 * Gatsby's tree, so a page change never removes a toast being read.
 */
import React, { useSyncExternalStore } from "react";
import { Toaster } from "../../components/toast/toaster";
import { ToastQueue, type ToastVariant } from "../../components/toast/toast-queue";
import { externalStore } from "./external-store";

/** Every queue made so far, for the root to render one toaster each. */
export const toastQueues = externalStore<readonly ToastQueue[]>([]);

export function toaster(variant: ToastVariant = "single"): ToastQueue {
  let queue = toastQueues.getSnapshot().find((candidate) => candidate.variant === variant);
  if (!queue) {
    queue = new ToastQueue(variant);
    toastQueues.set([...toastQueues.getSnapshot(), queue]);
  }
  return queue;
}

/** One view per queue a feature asked for. */
export function Toasts() {
  const queues = useSyncExternalStore(toastQueues.subscribe, toastQueues.getSnapshot);
  return queues.map((queue) => <Toaster key={queue.variant} queue={queue} />);
}
