// The gateway's own work on one search answer, in this process, without HTTP or GraphQL: parsing
// the `POST /search` answer, linking it (gateway/src/schema/search/link.ts) and the first page
// of results with its facets (QuoteSearch.results, shared/quote/filters.ts), and that page again
// from the answer as the search cache keeps it (what a filter click costs the gateway).
//   npm run bench -- link [--data demo,national] [--rounds 50]
// The answers are those of the CPU benchmark's six ZIPs, asked as the results query asks them
// (AS_RESULTS_QUERY), from the main API on the demo data (PGlite) or on the national data
// set (PostgreSQL, seeded on first use: scripts/bench/search.ts). Reports milliseconds per answer,
// averaged over the rounds after 20 rounds of warm-up, and each answer's size and products.
import { performance } from 'node:perf_hooks';
import { keptForm, linkSearch, type SearchSource } from '../../gateway/src/schema/search/link.ts';
import { QuoteSearch } from '../../gateway/src/schema/search/resolvers/QuoteSearch.ts';
import type { GooglePlace } from '../../gateway/src/rest/maps.ts';
import { apiOn, type Data } from './cpu.ts';
import { AS_RESULTS_QUERY } from './resultsQuery.ts';
import { ZIPS } from './turns.ts';

/** The six answers of a data set, as text. */
async function answersOf(data: Data): Promise<string[]> {
  const api = await apiOn(data);
  try {
    const { token } = api;
    const texts: string[] = [];
    for (const zip of ZIPS) {
      const r = await fetch(`${api.url}/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ zip_code: zip, ...AS_RESULTS_QUERY, history: false }),
      });
      if (r.status !== 200) throw new Error(`POST /search answered ${r.status}`);
      texts.push(await r.text());
    }
    return texts;
  } finally {
    await api.close();
  }
}

/** One answer as the gateway receives it: its text and its bytes. */
interface Answer {
  text: string;
  bytes: Uint8Array;
}

/** The first page of cards with its facets (what the results query reads of the products). */
function firstPage(search: SearchSource) {
  const page = QuoteSearch.results(
    search,
    { first: 9, sort: 'def', groupByHauler: false },
    {} as never,
    {} as never,
  ) as { facets: () => unknown };
  page.facets();
}

/**
 * Parse, link, the first page with its facets, and the same page from the answer as the search
 * cache keeps it (a filter click: its nine products read again from the answer's bytes,
 * gateway/src/schema/search/products.ts), of one answer: the time of each step.
 */
function once({ text, bytes }: Answer, now: Date) {
  const t0 = performance.now();
  const answer = JSON.parse(text) as Parameters<typeof linkSearch>[0];
  const t1 = performance.now();
  const search = linkSearch(answer, {
    place: {} as GooglePlace,
    location: { lat: 0, lng: 0 },
    args: { placeId: 'bench' },
    buffer: 0,
    now,
    source: { text, bytes },
  });
  const t2 = performance.now();
  firstPage(search);
  const t3 = performance.now();
  firstPage(keptForm(search));
  const t4 = performance.now();
  return {
    parse: t1 - t0,
    link: t2 - t1,
    page: t3 - t2,
    kept: t4 - t3,
    products: search.products.count,
  };
}

export async function run(argv: string[]) {
  const opt = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const datas = opt('data', 'demo,national').split(',') as Data[];
  const rounds = Number(opt('rounds', '50'));
  const now = new Date();
  for (const data of datas) {
    // The bytes as the gateway receives them, made before the timing (not part of linking).
    const answers: Answer[] = (await answersOf(data)).map((text) => ({
      text,
      bytes: Buffer.from(text),
    }));
    for (let r = 0; r < 20; r++) for (const t of answers) once(t, now);
    const sums = answers.map(() => ({ parse: 0, link: 0, page: 0, kept: 0, products: 0 }));
    for (let r = 0; r < rounds; r++)
      answers.forEach((t, i) => {
        const m = once(t, now);
        sums[i].parse += m.parse;
        sums[i].link += m.link;
        sums[i].page += m.page;
        sums[i].kept += m.kept;
        sums[i].products = m.products;
      });
    console.log(
      `\none answer, ${data} data, ms averaged over ${rounds} rounds (gateway code in this process)`,
    );
    console.log('  ZIP      bytes  products    parse     link  page+facets  kept page+facets');
    answers.forEach((t, i) => {
      const s = sums[i];
      const f = (n: number) => (n / rounds).toFixed(2).padStart(8);
      console.log(
        `  ${ZIPS[i]} ${String(t.bytes.length).padStart(9)} ${String(s.products).padStart(9)} ${f(s.parse)} ${f(s.link)} ${f(s.page)}    ${f(s.kept)}`,
      );
    });
    const total = (k: 'parse' | 'link' | 'page' | 'kept') =>
      (sums.reduce((a, s) => a + s[k], 0) / rounds / answers.length).toFixed(2);
    console.log(
      `  mean per answer: parse ${total('parse')} ms, link ${total('link')} ms, page and facets ${total('page')} ms, the same from the kept answer ${total('kept')} ms`,
    );
  }
}
