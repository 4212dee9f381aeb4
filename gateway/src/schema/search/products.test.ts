// A kept search answer: its products read again from the answer's bytes (products.ts).
import { describe, expect, it } from '@jest/globals';
import { keptForm, linkSearch, productsOf } from './link.ts';
import { locate, SearchProducts, valueEnd } from './products.ts';
import { answerText, freshAnswer, searched, zone } from './linkFixture.ts';
import type { SearchAnswerDto } from '../../domain/quote/types.ts';

/** What linkSearch is told of an answer's text and bytes, as the main API sent them. */
const sent = (text: string) => ({ text, bytes: new Uint8Array(Buffer.from(text)) });

describe('a kept answer (the search cache)', () => {
  const text = JSON.stringify({
    ...freshAnswer(),
    special_use_results: [zone(3, 'inNetwork', [{ id: 31, size: { id: 1, name: '20 Yard' } }])],
  });
  const live = linkSearch(JSON.parse(text) as SearchAnswerDto, { ...searched, source: sent(text) });
  const kept = keptForm(live);

  it('holds no product objects when it has the answer bytes, and reads each again the same', () => {
    expect(kept.live).toBeUndefined();
    expect([...kept.zones, ...kept.special].map((z) => z.rolloff_pricing)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const again = productsOf(kept);
    expect(again.map((p) => p.id)).toEqual([21, 12, 11]);
    expect(again).toEqual(productsOf(live));
    // Each read makes new objects (nothing of them stays with the kept answer).
    expect(productsOf(kept)[0]).not.toBe(again[0]);
    // The special-use area's product, as a card's details find it.
    const [special] = kept.products.read([kept.products.indexOf('31')]);
    expect(special).toEqual(live.live![3]);
    expect(special!._zone.name).toBe('Zone 3');
  });

  it('holds the linked products when the bytes do not show where they are', () => {
    for (const other of [
      JSON.stringify(freshAnswer(), null, 1),
      // Past ASCII a character is not a byte.
      JSON.stringify({ ...freshAnswer(), id: 'café' }),
    ]) {
      const s = linkSearch(JSON.parse(other) as SearchAnswerDto, {
        ...searched,
        source: sent(other),
      });
      expect(productsOf(keptForm(s))).toEqual(productsOf(s));
      expect(productsOf(keptForm(s))[0]).toBe(productsOf(s)[0]);
    }
  });
});

describe('reading a product from the answer bytes', () => {
  const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));

  it('finds where a value ends past strings with quotes, brackets and backslashes', () => {
    const text = '[{"a":"x\\"}]{[","b":[1,{"c":"\\\\"}],"d":"]"},2]';
    expect(valueEnd(bytesOf(text), 1)).toBe(text.indexOf(',2]'));
    expect(JSON.parse(text.slice(1, valueEnd(bytesOf(text), 1)))).toEqual(JSON.parse(text)[0]);
    expect(valueEnd(bytesOf('{"a":[1,2}'), 0)).toBe(-1);
  });

  it('reads a product from the whole answer when its place is wrong', () => {
    const products = new SearchProducts({
      bytes: bytesOf(answerText),
      places: {
        starts: Int32Array.of(0, 0, 0),
        results: -1,
        resultKeys: [],
        resultStarts: new Int32Array(0),
      },
      ids: [11, 12, 21],
      relink: () => (p) => p as never,
      linked: undefined,
    });
    expect(products.read([1])).toEqual([expect.objectContaining({ id: 12, price: '550.00' })]);
  });

  it('does not place products whose ids are not numbers', () => {
    const odd = '{"id":"a","x":1}';
    expect(locate(odd, bytesOf(odd), [{ id: 'a', x: 1 } as never], {})).toBeUndefined();
    const fine = '[{"id":4,"x":1}]';
    expect(locate(fine, bytesOf(fine), [{ id: 4, x: 1 } as never], {})).toEqual({
      starts: Int32Array.of(1),
      results: -1,
      resultKeys: [],
      resultStarts: new Int32Array(0),
    });
  });
});
