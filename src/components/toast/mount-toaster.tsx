import React from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "./toaster";
import { ToastQueue, type ToastVariant } from "./toast-queue";

const queues = new Map<ToastVariant, ToastQueue>();

/**
 * The page's toast queue of a variant, its view mounted on first use in a root of its own at the
 * end of <body> (outside Gatsby's tree, so a page change never removes a toast being read).
 */
export function toaster(variant: ToastVariant = "single"): ToastQueue {
  let queue = queues.get(variant);
  if (!queue) {
    queue = new ToastQueue(variant);
    queues.set(variant, queue);
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(<Toaster queue={queue} />);
  }
  return queue;
}
