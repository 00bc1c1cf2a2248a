/**
 * The page's toasts (the "single" variant: one at a time), and their view, rendered by the features'
 * one root (src/enhancements/mount-features.tsx) at the end of <body>, outside Gatsby's tree, so a page
 * change never removes a toast being read. The view is there from the start, so screen readers
 * announce the first toast too (its list is a live region).
 */
import React from "react";
import { Toaster } from "../../components/toast/toaster";
import { ToastQueue } from "../../components/toast/toast-queue";

export const toasts = new ToastQueue("single");

export const Toasts = () => <Toaster queue={toasts} />;
