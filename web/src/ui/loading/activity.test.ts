import { describe, expect, it, jest } from '@jest/globals';
import { createActivityStore } from './activity.ts';

describe('the loading bar activity count', () => {
  it('is busy while any activity runs and tells listeners when that changes', () => {
    const store = createActivityStore();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.busy()).toBe(false);
    const endLoad = store.begin();
    const endSave = store.begin();
    expect(store.busy()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    endLoad();
    endLoad(); // ending twice counts once
    expect(store.busy()).toBe(true);
    endSave();
    expect(store.busy()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tracks a save until it settles, failed or not', async () => {
    const store = createActivityStore();
    let fail!: (e: Error) => void;
    const saving = store.track(new Promise((_, reject) => (fail = reject)));
    expect(store.busy()).toBe(true);
    fail(new Error('refused'));
    await expect(saving).rejects.toThrow('refused');
    expect(store.busy()).toBe(false);
    await store.track(Promise.resolve(1));
    expect(store.busy()).toBe(false);
  });
});
