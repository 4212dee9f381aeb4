// Checks that every hand-written source file is short enough to read: a file over 300 lines
// says why at its top, in a line `// Over 300 lines: <reason>` among its first 8 lines (a table
// of cases, a schema, one state machine that reads best whole). Anything else is split.
//
//   npx tsx scripts/check-file-size.ts           lists the files over the limit without a reason
//   npx tsx scripts/check-file-size.ts --list    also lists the longest files, with or without
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIMIT = 300;
export const REASON = /^\/\/ Over 300 lines: \S/;

/** Generated files (relay artifacts, codegen output, migrations): not written by hand. */
const GENERATED = [/(^|\/)__generated__\//, /\.generated\.ts$/, /^api\/src\/db\/migrations\//];

export interface LongFile {
  file: string;
  lines: number;
  reason: string | null;
}

/** The hand-written source files over LIMIT lines, each with its stated reason (or null). */
export function longFiles(root = ROOT): LongFile[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !GENERATED.some((g) => g.test(f)))
    .filter((f) => fs.existsSync(path.join(root, f)));
  const out: LongFile[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines <= LIMIT) continue;
    const reason = text
      .split('\n')
      .slice(0, 8)
      .find((l) => REASON.test(l));
    out.push({ file, lines, reason: reason ? reason.replace(/^\/\/ Over 300 lines: /, '') : null });
  }
  return out.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const long = longFiles();
  if (process.argv.includes('--list'))
    for (const f of long)
      console.log(`${String(f.lines).padStart(5)} ${f.file}  ${f.reason ?? '(no reason)'}`);
  const missing = long.filter((f) => !f.reason);
  for (const f of missing)
    console.error(
      `${f.file}: ${f.lines} lines, over ${LIMIT} without a "// Over 300 lines: <reason>" line at its top: split it or say why`,
    );
  console.log(`${long.length} files over ${LIMIT} lines, ${missing.length} without a reason`);
  process.exit(missing.length ? 1 : 0);
}
