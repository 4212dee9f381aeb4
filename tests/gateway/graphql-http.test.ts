// The GraphQL-over-HTTP audits shipped by graphql-http, against the gateway in front of the real
// main API. Every MUST passes; the SHOULD and MAY results are listed (see the report in the
// describe block below). The audits send ad-hoc documents, so they run as a logged-in tool would
// (bearer token).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { serverAudits } from 'graphql-http';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('staff@demo.local');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const audits = serverAudits({
  url: () => `${h.gateway.url}/graphql`,
  fetchFn: (input: RequestInfo, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  },
});

describe('graphql-http audits (MUST)', () => {
  for (const audit of audits.filter((a) => a.name.startsWith('MUST'))) {
    it(audit.name, async () => {
      const result = await audit.fn();
      if (result.status !== 'ok')
        throw new Error(`${result.reason}\n${JSON.stringify(result.response ?? '', null, 1)}`);
    });
  }
});

describe('graphql-http audits (SHOULD and MAY)', () => {
  it('lists the ones that do not pass (informational; see the gateway report)', async () => {
    const failing: string[] = [];
    for (const audit of audits.filter((a) => !a.name.startsWith('MUST'))) {
      const result = await audit.fn();
      if (result.status !== 'ok') failing.push(`${audit.name}: ${result.reason}`);
    }
    // Known and accepted:
    // - GET requests without a preflight header are refused by Apollo's CSRF prevention, which
    //   the issue asks for (the audits' GETs carry no `apollo-require-preflight` header).
    // - Apollo answers 400 (not 200) to parse, validation and variable errors also for
    //   `application/json` clients, so that non-GraphQL-aware clients see a failure.
    const known = [
      /GET/,
      /SHOULD use (a )?(status code of )?200 (status code )?on .* when accepting application\/json:/,
    ];
    const unexpected = failing.filter((f) => !known.some((k) => k.test(f)));
    if (failing.length) console.log(`SHOULD/MAY audits not passing:\n${failing.join('\n')}`);
    expect(unexpected).toEqual([]);
  });
});
