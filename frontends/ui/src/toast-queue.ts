/**
 * @module A small toast store (docs/rules/public-site.md, Messages): at most one toast is
 * shown at a time (the newest replaces the one before), each closes itself
 * after 5000 ms unless given another duration, and closing can be paused
 * while the reader hovers or focuses the toast.
 */

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; `0` or `Infinity` keeps it open. */
  duration?: number;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export interface ToastQueueOptions {
  maxVisible?: number;
  defaultDuration?: number;
}

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;

type Timer = { handle: ReturnType<typeof setTimeout> | undefined; remaining: number; startedAt: number };

export class ToastQueue {
  readonly #maxVisible: number;
  readonly #defaultDuration: number;
  readonly #listeners = new Set<() => void>();
  readonly #timers = new Map<number, Timer>();
  #toasts: readonly Toast[] = [];
  #nextId = 1;
  #paused = false;

  constructor(options: ToastQueueOptions = {}) {
    this.#maxVisible = options.maxVisible ?? TOAST_LIMIT;
    this.#defaultDuration = options.defaultDuration ?? TOAST_DEFAULT_DURATION;
  }

  /** The toasts on screen, newest first. The array changes identity on every change. */
  get visible(): readonly Toast[] {
    return this.#toasts;
  }

  add(input: ToastInput): number {
    const toast: Toast = {
      id: this.#nextId++,
      title: input.title,
      variant: input.variant ?? "default",
      duration: input.duration ?? this.#defaultDuration,
    };
    if (input.description !== undefined) toast.description = input.description;
    const kept = [toast, ...this.#toasts].slice(0, this.#maxVisible);
    for (const old of this.#toasts) if (!kept.includes(old)) this.#clearTimer(old.id);
    this.#toasts = kept;
    this.#startTimer(toast);
    this.#emit();
    return toast.id;
  }

  dismiss(id: number): void {
    if (!this.#toasts.some((t) => t.id === id)) return;
    this.#clearTimer(id);
    this.#toasts = this.#toasts.filter((t) => t.id !== id);
    this.#emit();
  }

  clear(): void {
    for (const t of this.#toasts) this.#clearTimer(t.id);
    this.#toasts = [];
    this.#emit();
  }

  /** Stops the clocks, e.g. while the pointer or focus is on a toast. */
  pause(): void {
    if (this.#paused) return;
    this.#paused = true;
    const now = Date.now();
    for (const timer of this.#timers.values()) {
      if (timer.handle === undefined) continue;
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining -= now - timer.startedAt;
    }
  }

  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    for (const [id, timer] of this.#timers) this.#arm(id, timer);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #startTimer(toast: Toast): void {
    if (!(toast.duration > 0) || toast.duration === Infinity) return;
    const timer: Timer = { handle: undefined, remaining: toast.duration, startedAt: 0 };
    this.#timers.set(toast.id, timer);
    if (!this.#paused) this.#arm(toast.id, timer);
  }

  #arm(id: number, timer: Timer): void {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.dismiss(id), Math.max(0, timer.remaining));
  }

  #clearTimer(id: number): void {
    const timer = this.#timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    this.#timers.delete(id);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The queue of this bundle: each remote renders its own `ToastRegion` for it. */
export const toastQueue = new ToastQueue();

/** Shows a toast in this bundle's region. */
export const toast = (input: ToastInput): number => toastQueue.add(input);
