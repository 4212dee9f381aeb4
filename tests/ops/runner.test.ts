// The services' TypeScript runner (deploy/ts.mjs, shared/runtime.ts), as the image, compose.yaml
// and the k8s manifest start the main API and the gateway: it resolves the `@shared/…` paths,
// keeps every function's name without tsx's per-closure naming calls, and stack traces point
// at the TypeScript lines. docs/deploying.md#how-the-services-run-their-typescript
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { RUN_TS } from '../../shared/runtime.ts';

const probe = 'tests/ops/runnerProbe.ts';

describe('the TypeScript runner of the services', () => {
  it('runs our TypeScript with its names and lines, and without a naming call per closure', () => {
    const run = spawnSync(process.execPath, [...RUN_TS, probe], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      runner: string[];
      source: string;
      names: string[];
      answer: string;
      where: string;
    };
    expect(out.runner).toEqual([...RUN_TS]);
    expect(out.answer).toBe('/haulers/1');
    expect(out.names).toEqual(['list', 'get', 'named']);
    // tsx's transform wraps each of these closures in __name(…), an Object.defineProperty call
    // every time a request makes them.
    expect(out.source).toContain('list: (query) =>');
    expect(out.source).not.toContain('__name');
    const line =
      fs
        .readFileSync(probe, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('// the stack line')) + 1;
    expect(out.where).toContain(`runnerProbe.ts:${line}:`);
  });
});
