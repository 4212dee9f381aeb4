import { describe, expect, it } from '@jest/globals';
import { keyOf, MAX_ENTRIES, memo } from './styleMemo.ts';

/** A memoised function that counts the calls that reached it. */
function counted<A extends unknown[], R>(fn: (...args: A) => R) {
  const calls = { n: 0 };
  const m = memo((...args: A) => {
    calls.n++;
    return fn(...args);
  });
  return { m, calls };
}

describe("the memo of Chakra's style system", () => {
  it('answers a repeated call from its cache, and a new argument by calling through', () => {
    const { m, calls } = counted((prop: string, value: string) => `${prop}=${value}`);
    expect(m('padding', '2')).toBe('padding=2');
    expect(m('padding', '2')).toBe('padding=2');
    expect(calls.n).toBe(1);
    expect(m('padding', '3')).toBe('padding=3');
    expect(m('margin', '2')).toBe('margin=2');
    expect(calls.n).toBe(3);
  });

  it('tells arguments of different types apart, as Chakra does (the number 1 is not the text "1")', () => {
    const { m, calls } = counted((v: unknown) => typeof v);
    expect(m(1)).toBe('number');
    expect(m('1')).toBe('string');
    expect(m(true)).toBe('boolean');
    expect(m('true')).toBe('string');
    expect(m(null)).toBe('object');
    expect(m('null')).toBe('string');
    expect(calls.n).toBe(6);
  });

  it('keys a style object by its content, so an equal object made anew is a hit', () => {
    const { m, calls } = counted((style: Record<string, unknown>) => Object.keys(style).length);
    expect(m({ px: '2', _hover: { bg: 'red' } })).toBe(2);
    expect(m({ px: '2', _hover: { bg: 'red' } })).toBe(2);
    expect(calls.n).toBe(1);
    expect(m({ px: '2', _hover: { bg: 'blue' } })).toBe(2);
    expect(calls.n).toBe(2);
    expect(keyOf({ a: [1, 'x'], b: null })).toBe('o:{a:a:[n:1,s:x],b:null}');
  });

  it('keys one, two and more arguments apart', () => {
    const { m, calls } = counted((...args: string[]) => args.join('+'));
    expect(m('a')).toBe('a');
    expect(m('a', 'b')).toBe('a+b');
    expect(m('a', 'b', 'c')).toBe('a+b+c');
    expect(m('a', 'b', 'c')).toBe('a+b+c');
    expect(calls.n).toBe(3);
  });

  it('does not keep an undefined answer', () => {
    const { m, calls } = counted((token: string) => (token === 'known' ? 'var(--x)' : undefined));
    expect(m('unknown')).toBeUndefined();
    expect(m('unknown')).toBeUndefined();
    expect(calls.n).toBe(2);
  });

  it('keeps at most MAX_ENTRIES answers: past them it starts again empty', () => {
    const { m, calls } = counted((i: number) => i * 2);
    for (let i = 0; i < MAX_ENTRIES; i++) m(i);
    expect(calls.n).toBe(MAX_ENTRIES);
    m(0);
    expect(calls.n).toBe(MAX_ENTRIES);
    m(MAX_ENTRIES);
    expect(calls.n).toBe(MAX_ENTRIES + 1);
    m(0);
    expect(calls.n).toBe(MAX_ENTRIES + 2);
  });

  it('calls through with `this` and all the arguments', () => {
    const target = {
      base: 10,
      add: memo(function (this: { base: number }, a: number, b: number) {
        return this.base + a + b;
      }),
    };
    expect(target.add(1, 2)).toBe(13);
  });
});
