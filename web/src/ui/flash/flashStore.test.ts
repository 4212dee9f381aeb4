import { describe, expect, it } from '@jest/globals';
import { createFlashStore, FLASH_DEFAULT_TIMEOUT, FLASH_PERSISTENT } from './flashStore.ts';

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      pending.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (h: unknown) => void pending.delete(h as number),
    advance(ms: number) {
      now += ms;
      for (const [h, t] of [...pending]) {
        if (t.at <= now) {
          pending.delete(h);
          t.fn();
        }
      }
    },
  };
}

describe('flash store', () => {
  it('defaults to a warning that hides itself after 1000 ms', () => {
    const timers = fakeTimers();
    const store = createFlashStore(timers);
    store.show('Careful');
    expect(store.getSnapshot()).toEqual([
      { id: 1, message: 'Careful', severity: 'warning', timeout: FLASH_DEFAULT_TIMEOUT },
    ]);
    timers.advance(999);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a -1 flash until it is dismissed', () => {
    const timers = fakeTimers();
    const store = createFlashStore(timers);
    const id = store.show('Note could not be created', {
      severity: 'error',
      timeout: FLASH_PERSISTENT,
    });
    timers.advance(60_000);
    expect(store.getSnapshot()[0]).toMatchObject({ severity: 'error', timeout: -1 });
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('uses the given timeout (the permission warning lasts 1.5 s)', () => {
    const timers = fakeTimers();
    const store = createFlashStore(timers);
    store.show('You do not have permission to access this page', { timeout: 1500 });
    timers.advance(1000);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(500);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('replaces the same message instead of stacking it, and notifies listeners', () => {
    const timers = fakeTimers();
    const store = createFlashStore(timers);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.show('Copied 123 to clipboard', { severity: 'success', timeout: 1500 });
    timers.advance(1000);
    store.show('Copied 123 to clipboard', { severity: 'success', timeout: 1500 });
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.show('Another', { severity: 'note' });
    expect(store.getSnapshot().map((f) => f.severity)).toEqual(['success', 'note']);
    unsubscribe();
    const before = calls;
    store.clear();
    expect(calls).toBe(before);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
