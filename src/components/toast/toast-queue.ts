/**
 * The site's toast system, without any view: which toasts are on screen, which wait, and when each
 * leaves. Two variants with the specification's defaults: "single" (one visible at a time, 5000 ms)
 * and "stack" (three visible, 4000 ms, 356 px wide). The view is toaster.tsx.
 */
export const toastVariants = {
  single: { visible: 1, duration: 5000 },
  stack: { visible: 3, duration: 4000, width: 356 },
} as const;
export type ToastVariant = keyof typeof toastVariants;

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  message: string;
  action?: ToastAction;
  /** Milliseconds on screen; the variant's default otherwise. */
  duration?: number;
}

export interface Toast extends ToastOptions {
  id: number;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

interface Running {
  handle: unknown;
  startedAt: number;
  remaining: number;
}

export class ToastQueue {
  readonly variant: ToastVariant;
  private readonly limit: number;
  private readonly duration: number;
  private shown: Toast[] = [];
  private waiting: Toast[] = [];
  private readonly running = new Map<number, Running>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private paused = false;

  constructor(
    variant: ToastVariant = "single",
    private readonly timers: Timers = globalThis,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.variant = variant;
    this.limit = toastVariants[variant].visible;
    this.duration = toastVariants[variant].duration;
  }

  /** The toasts on screen, oldest first (a stable array between changes, for useSyncExternalStore). */
  readonly visible = (): readonly Toast[] => this.shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Queues a toast; it shows as soon as fewer than the variant's limit are on screen. */
  show(options: ToastOptions): number {
    const toast = { ...options, id: this.nextId++ };
    this.waiting.push(toast);
    this.promote();
    return toast.id;
  }

  dismiss(id: number): void {
    const running = this.running.get(id);
    if (running) this.timers.clearTimeout(running.handle as never);
    this.running.delete(id);
    this.waiting = this.waiting.filter((toast) => toast.id !== id);
    const before = this.shown.length;
    this.shown = this.shown.filter((toast) => toast.id !== id);
    if (this.shown.length !== before) this.changed();
    this.promote();
  }

  /** While the pointer or focus is on the toasts, none of them leaves (WCAG 2.2.1: time to act). */
  readonly pause = (): void => {
    if (this.paused) return;
    this.paused = true;
    for (const [id, running] of this.running) {
      this.timers.clearTimeout(running.handle as never);
      this.running.set(id, { ...running, handle: undefined, remaining: Math.max(0, running.remaining - (this.now() - running.startedAt)) });
    }
  };

  readonly resume = (): void => {
    if (!this.paused) return;
    this.paused = false;
    for (const [id, running] of this.running) this.start(id, running.remaining);
  };

  private promote(): void {
    let changed = false;
    while (this.shown.length < this.limit && this.waiting.length > 0) {
      const toast = this.waiting.shift() as Toast;
      this.shown = [...this.shown, toast];
      this.running.set(toast.id, { handle: undefined, startedAt: this.now(), remaining: toast.duration ?? this.duration });
      if (!this.paused) this.start(toast.id, toast.duration ?? this.duration);
      changed = true;
    }
    if (changed) this.changed();
  }

  private start(id: number, remaining: number): void {
    const handle = this.timers.setTimeout(() => this.dismiss(id), remaining);
    this.running.set(id, { handle, startedAt: this.now(), remaining });
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
