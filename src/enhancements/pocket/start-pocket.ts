// Owned by the "pocket" work (issue 28, items 1-3): saved events, filters, now and next.
export function startPocket(): void {}
export function pocketRouteUpdated(_pathname: string): void {}
