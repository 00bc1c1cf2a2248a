/**
 * A value that components read with React's useSyncExternalStore and that anything may replace:
 * the pocket's shared state (saved events, the programme's view, the page's slots) is made of these.
 */
export function externalStore<T>(value: T) {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): T => value,
    set(next: T): void {
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
}
