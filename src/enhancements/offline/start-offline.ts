// Owned by the "offline" work (issue 28, item 4): service worker registration and its toasts.
export function startOffline(): void {}
