// The products of a linked search answer, by link index (zones first, then special-use areas).
// While the answer is its request's own, the products are the linked objects (SearchSource.live).
// The search cache keeps an answer for the filter clicks, pages and card details that follow,
// and there its objects cost the garbage collector: each is copied by the young-generation
// collector and promoted, the main part of what the gateway spent over a pass-through per
// results query (gateway/README.md#cost-of-one-results-query). So a kept answer holds the
// answer's bytes as received (outside the JavaScript heap, where the collector does not copy
// them), where each product starts in them, and its filter views; the products a later request
// reads (nine per page of cards) are parsed from their own slices and linked again, with the
// availability results read again from theirs.
import type { ProductDto, SearchAnswerDto } from '../../domain/quote/types.ts';
import type { ProductSource } from './link.ts';
import type { ProductDetailsDto } from '../../rest/search.ts';

type Results = SearchAnswerDto['availability_results'];

/** Every product of an answer in link order: its zones', then its special-use areas'. */
export const answerProducts = (answer: SearchAnswerDto): ProductDto[] =>
  [...(answer.search_results ?? []), ...(answer.special_use_results ?? [])].flatMap(
    (z) => z.rolloff_pricing ?? [],
  );

/** Where a kept answer's products are in its bytes (`locate`). */
export interface ProductPlaces {
  /** Where each product object starts. */
  starts: Int32Array;
  /** Where the availability results start, or -1 (an answer without them). */
  results: number;
  /** The results' keys, in the answer's order, and where each one's value starts. */
  resultKeys: string[];
  resultStarts: Int32Array;
}

const RESULTS_KEY = '"availability_results":';

/**
 * Where each product object starts in the answer's text, and its availability results; undefined
 * when one is not found, or when the text is not ASCII (then a character is not a byte, and
 * the places would not be those of the bytes). A product is found by its first two keys as the
 * main API writes them (`{"id":11,"service_area_id":`), in order after the one before: a quote
 * inside a JSON string is written `\"`, so that text can only be the start of an object, and an
 * object nested in a product (its size, a note) has other keys. `SearchProducts.read` checks the
 * id of what it reads.
 */
export function locate(
  text: string,
  bytes: Uint8Array,
  products: ProductDto[],
  availability: Results,
): ProductPlaces | undefined {
  // UTF-8 writes every character past ASCII in more than one byte.
  if (bytes.length !== text.length) return undefined;
  const starts = new Int32Array(products.length);
  let from = 0;
  for (let i = 0; i < products.length; i++) {
    const p = products[i]!;
    if (typeof p.id !== 'number') return undefined;
    let second: string | undefined;
    let n = 0;
    for (const key in p) {
      if (n++ === 1) {
        second = key;
        break;
      }
    }
    const marker = second === undefined ? `{"id":${p.id}}` : `{"id":${p.id},"${second}":`;
    const at = text.indexOf(marker, from);
    if (at < 0) return undefined;
    starts[i] = at;
    from = at + marker.length;
  }
  // A top-level key, after the zones: looked for from the end.
  const key = text.lastIndexOf(RESULTS_KEY);
  const results =
    key >= 0 && text[key + RESULTS_KEY.length] === '{' ? key + RESULTS_KEY.length : -1;
  // Each result by its key, in order from the start of the results (`"a12":{`).
  const resultKeys = results < 0 ? [] : Object.keys(availability ?? {});
  const resultStarts = new Int32Array(resultKeys.length);
  from = results;
  for (let i = 0; i < resultKeys.length; i++) {
    const marker = `${JSON.stringify(resultKeys[i])}:`;
    const at = text.indexOf(marker, from);
    if (at < 0) return undefined;
    resultStarts[i] = at + marker.length;
    from = at + marker.length;
  }
  return { starts, results, resultKeys, resultStarts };
}

/** Whether the quote at `i` is escaped (an odd number of backslashes before it). */
function escaped(bytes: Uint8Array, i: number): boolean {
  let n = 0;
  while (bytes[i - 1 - n] === 92) n++;
  return n % 2 === 1;
}

/** The end (exclusive) of the JSON object or array starting at `start`; -1 if it does not end. */
export function valueEnd(bytes: Uint8Array, start: number): number {
  let depth = 0;
  for (let i = start; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === 34) {
      // A string: to its closing quote.
      do i = bytes.indexOf(34, i + 1);
      while (i > 0 && escaped(bytes, i));
      if (i < 0) return -1;
    } else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) return i + 1;
  }
  return -1;
}

/** The JSON object or array starting at `start` in ASCII bytes, or undefined. */
function parseAt(bytes: Uint8Array, start: number): unknown {
  if (bytes[start] !== 123 && bytes[start] !== 91) return undefined;
  const end = valueEnd(bytes, start);
  if (end < 0) return undefined;
  try {
    const slice = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start);
    return JSON.parse(slice.toString('latin1'));
  } catch {
    return undefined;
  }
}

/** Links products read again, with the availability results read again (link.ts). */
export type Relink = (
  results: Results | undefined,
) => (p: ProductDto, index: number) => ProductSource;

export class SearchProducts {
  /** The products' ids by link index. */
  readonly ids: readonly number[];
  private readonly bytes: Uint8Array | undefined;
  private readonly places: ProductPlaces | undefined;
  private readonly relink: Relink;
  /** The linked products, held when they cannot be read from the bytes. */
  private readonly linked: ProductSource[] | undefined;
  /**
   * The card columns read for its products by id (details.ts; null: the product
   * is gone), kept with the search for the requests that read it again: a card shown again (a
   * filter cleared, a page back, its details) costs no call.
   */
  readonly details = new Map<number, ProductDetailsDto | null>();

  constructor(o: {
    bytes: Uint8Array | undefined;
    places: ProductPlaces | undefined;
    ids: readonly number[];
    relink: Relink;
    linked: ProductSource[] | undefined;
  }) {
    this.bytes = o.bytes;
    this.places = o.places;
    this.ids = o.ids;
    this.relink = o.relink;
    this.linked = o.linked;
  }

  get count(): number {
    return this.ids.length;
  }

  /** The link index of the product with this id (as a string), or -1. */
  indexOf(id: string): number {
    return this.ids.findIndex((x) => String(x) === id);
  }

  /** The products at these link indexes, linked; new objects at each read from the bytes. */
  read(indexes: readonly number[]): ProductSource[] {
    const linked = this.linked;
    if (linked) return indexes.map((i) => linked[i]!);
    const bytes = this.bytes!;
    const products = indexes.map((i) => {
      const product = parseAt(bytes, this.places!.starts[i]!) as ProductDto | undefined;
      // Not the product the answer had there: read the whole answer (never seen; a safeguard).
      return product?.id === this.ids[i] ? product : this.fromWhole(i);
    });
    const link = this.relink(this.resultsOf(products));
    return products.map((p, k) => link(p, indexes[k]!));
  }

  /** The availability results these products name, each read from its own slice. */
  private resultsOf(products: ProductDto[]): Results | undefined {
    const { results: from, resultKeys, resultStarts } = this.places!;
    if (from < 0) return undefined;
    const results: NonNullable<Results> = {};
    for (const p of products) {
      for (const key of Object.values(p.availability ?? {})) {
        if (typeof key !== 'string' || key in results) continue;
        const i = resultKeys.indexOf(key);
        // An entry that is not an object (null) is no result, as when linked.
        const entry = i < 0 ? undefined : parseAt(this.bytes!, resultStarts[i]!);
        if (entry && typeof entry === 'object') results[key] = entry as never;
      }
    }
    return results;
  }

  private fromWhole(index: number): ProductDto {
    const bytes = this.bytes!;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    const product = answerProducts(JSON.parse(text) as SearchAnswerDto)[index];
    if (product?.id !== this.ids[index]) throw new Error(`search product ${index} not found`);
    return product;
  }
}
