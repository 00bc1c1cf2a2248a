/** localStorage, or null where a browser refuses it (blocked cookies, some private modes). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
