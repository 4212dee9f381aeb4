// The embedded setup refuses bad configuration before starting anything, naming the variable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

function serve(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-serve-'));
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(dataDir, 'data'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...res, dataDirCreated: fs.existsSync(path.join(dataDir, 'data')) };
}

describe('npm start configuration checks', () => {
  it.each([
    ['PORT', 'abc', 'PORT must be a port number between 0 and 65535 (got "abc")'],
    ['MAIN_API_PORT', '70000', 'MAIN_API_PORT must be a port number'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['MAPS_PROVIDER', 'bing', 'MAPS_PROVIDER must be offline or google (got "bing")'],
    ['FEATURE_LOGGING', 'maybe', 'FEATURE_LOGGING must be true or false (got "maybe")'],
  ])(
    'a bad %s stops with a message naming it, no stack trace, nothing started',
    (name, value, message) => {
      const res = serve({ [name]: value });
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`Configuration error: ${message}`);
      expect(res.stderr).not.toMatch(/\n\s+at /);
      expect(res.dataDirCreated).toBe(false);
    },
  );
});
