// npm run schema:check — prints the merged schema into schema.graphql and fails when the file
// was stale; then diffs it (GraphQL Inspector) against the schema.graphql of the previous
// commit and fails on breaking changes not recorded in gateway/schema-changelog.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { SCHEMA_FILE, mergedSchema } from './print-schema.ts';

const ROOT = path.dirname(SCHEMA_FILE);
export const CHANGELOG = path.join(ROOT, 'gateway', 'schema-changelog.md');

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 << 20,
  });

/**
 * The schema.graphql to compare with: HEAD's when the file has uncommitted changes, otherwise
 * that of HEAD~1 (or of the nearest older commit that had the file).
 */
export function previousSchema(current: string): { rev: string; text: string } | undefined {
  const show = (rev: string) => {
    try {
      return git('show', `${rev}:schema.graphql`);
    } catch {
      return undefined;
    }
  };
  const head = show('HEAD');
  if (head !== undefined && head !== current) return { rev: 'HEAD', text: head };
  let revs: string[];
  try {
    revs = git('rev-list', '-n', '50', 'HEAD~1').split('\n').filter(Boolean);
  } catch {
    return undefined; // a single commit or a shallow clone: nothing to compare with
  }
  for (const rev of revs) {
    const text = show(rev);
    if (text !== undefined) return { rev: rev.slice(0, 10), text };
  }
  return undefined;
}

/** Breaking changes between two SDL texts. */
export async function breakingChanges(oldSdl: string, newSdl: string): Promise<Change[]> {
  const changes = await diff(buildSchema(oldSdl), buildSchema(newSdl));
  return changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
}

/** True when the changelog records the change: its path (`Query.field`) or its message appears there. */
export function isRecorded(change: Change, changelog: string): boolean {
  return (!!change.path && changelog.includes(change.path)) || changelog.includes(change.message);
}

async function main(): Promise<number> {
  const merged = mergedSchema();
  const before = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
  fs.writeFileSync(SCHEMA_FILE, merged);
  let failed = false;
  if (before !== merged) {
    console.error('schema.graphql was stale: it has been reprinted from the domain SDL; commit it');
    failed = true;
  } else {
    console.log('schema.graphql is up to date');
  }

  const previous = previousSchema(merged);
  if (!previous) {
    console.log('no previous schema.graphql in the history: nothing to compare');
    return failed ? 1 : 0;
  }
  const breaking = await breakingChanges(previous.text, merged);
  const changelog = fs.existsSync(CHANGELOG) ? fs.readFileSync(CHANGELOG, 'utf8') : '';
  const unrecorded = breaking.filter((c) => !isRecorded(c, changelog));
  console.log(
    `compared with schema.graphql at ${previous.rev}: ${breaking.length} breaking change(s)`,
  );
  for (const c of breaking)
    console.log(
      `  ${isRecorded(c, changelog) ? 'recorded' : 'NOT RECORDED'}: ${c.message} (${c.path ?? ''})`,
    );
  if (unrecorded.length) {
    console.error(
      `${unrecorded.length} breaking change(s) are not recorded in gateway/schema-changelog.md; ` +
        'add a line naming each path (e.g. `Query.oldField`) and why',
    );
    failed = true;
  }
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
