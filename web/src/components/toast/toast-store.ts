// The app's toasts as a small store outside React: any page or hook can call `toast.success(...)`; the one
// `<Toaster />` shows them. Messages leave by themselves after a while (errors stay longer) or on close.

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastStoreOptions {
  /** How long a toast stays, by kind (ms). */
  durations?: Partial<Record<ToastKind, number>>;
  /** At most this many toasts at once; the oldest leaves first. */
  max?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const DEFAULT_DURATIONS: Record<ToastKind, number> = {
  success: 4_000,
  info: 5_000,
  warning: 6_000,
  error: 7_000,
};

export function createToastStore(options: ToastStoreOptions = {}) {
  const durations = { ...DEFAULT_DURATIONS, ...options.durations };
  const max = options.max ?? 4;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(kind: ToastKind, message: string): number {
    // The same message twice in a row (a double click) shows once, with its timer restarted.
    const same = toasts.find((t) => t.kind === kind && t.message === message);
    if (same) dismiss(same.id);
    const id = nextId++;
    toasts = [...toasts, { id, kind, message }];
    while (toasts.length > max) dismiss(toasts[0]!.id);
    timers.set(
      id,
      setTimer(() => dismiss(id), durations[kind]),
    );
    emit();
    return id;
  }

  return {
    show,
    dismiss,
    success: (message: string) => show('success', message),
    info: (message: string) => show('info', message),
    warning: (message: string) => show('warning', message),
    error: (message: string) => show('error', message),
    list: (): readonly Toast[] => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast store. */
export const toast: ToastStore = createToastStore();
