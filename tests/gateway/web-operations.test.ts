// Every operation of the web app (relay-compiler's persisted map) is valid against the gateway's
// schema and passes the gateway's document limits.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, specifiedRules, validate } from 'graphql';
import { buildSchema } from '../../gateway/src/schema/index.ts';
import { LIMITS, armor } from '../../gateway/src/limits.ts';

const file = path.resolve('web/persisted-queries.json');
const operations: [string, string][] = fs.existsSync(file)
  ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))
  : [];
const schema = buildSchema();
const rules = [...specifiedRules, ...armor().validationRules];

describe('web operations against the gateway', () => {
  it('has the web app persisted map', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map(([id, text]) => [text.match(/^\w+ (\w+)/)?.[1] ?? id, text]))(
    '%s is valid and within the limits',
    (_name, text) => {
      const doc = parse(text, { maxTokens: LIMITS.maxTokens });
      expect(validate(schema, doc, rules).map((e) => e.message)).toEqual([]);
    },
  );
});
