// Flash messages (docs/decisions.md#messages and docs/decisions.md#constants-and-limits): a message with a severity and a timeout in ms.
// A positive timeout hides the flash by itself; -1 (or any other value) keeps it until dismissed.

export type FlashSeverity = 'warning' | 'error' | 'success' | 'info' | 'note';

/** docs/decisions.md#constants-and-limits: default timeout 1000 ms, default severity warning, -1 persistent. */
export const FLASH_DEFAULT_TIMEOUT = 1000;
export const FLASH_DEFAULT_SEVERITY: FlashSeverity = 'warning';
export const FLASH_PERSISTENT = -1;

export interface Flash {
  id: number;
  message: string;
  severity: FlashSeverity;
  timeout: number;
}

export interface FlashOptions {
  severity?: FlashSeverity;
  /** Milliseconds; -1 keeps the flash until dismissed. */
  timeout?: number;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface FlashStore {
  /** Shows a message; answers its id. The same text already showing is replaced, not stacked. */
  show(message: string, options?: FlashOptions): number;
  dismiss(id: number): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Flash[];
}

/** A flash store; timers are injectable for tests. */
export function createFlashStore(
  timers: Timers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): FlashStore {
  let flashes: readonly Flash[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const dismiss = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    if (flashes.some((f) => f.id === id)) {
      flashes = flashes.filter((f) => f.id !== id);
      emit();
    }
  };

  return {
    show(message, options = {}) {
      const severity = options.severity ?? FLASH_DEFAULT_SEVERITY;
      const timeout = options.timeout ?? FLASH_DEFAULT_TIMEOUT;
      for (const same of flashes.filter((f) => f.message === message)) dismiss(same.id);
      const id = nextId++;
      flashes = [...flashes, { id, message, severity, timeout }];
      if (timeout > 0)
        handles.set(
          id,
          timers.setTimeout(() => dismiss(id), timeout),
        );
      emit();
      return id;
    },
    dismiss,
    clear() {
      for (const f of flashes) dismiss(f.id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => flashes,
  };
}

/** The app's flash messages; callable outside React (route loaders, network errors). */
export const flash = createFlashStore();
