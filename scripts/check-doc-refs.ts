// Checks that the repository explains itself: no file may cite documents that live outside it
// (DECISIONS.md, STACK.md, ARCHITECTURE.md, CONVENTIONS.md, "spec N section M"); rules are
// cited as docs/decisions.md#<anchor> and tool notes as docs/stack.md#<anchor>, and every cited
// anchor must be a heading of that file.
//
//   npx tsx scripts/check-doc-refs.ts                  lists offending lines, exit 1 if any
//   npx tsx scripts/check-doc-refs.ts --fix --dry-run  shows each rewrite, changes nothing
//   npx tsx scripts/check-doc-refs.ts --fix            rewrites the citations, then checks again
//
// After --fix run `npm run schema:print` (a longer description may be printed in block form)
// and `npx prettier --write` on the changed files. Not part of `npm test` yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DECISIONS = 'docs/decisions.md';
const STACK = 'docs/stack.md';

/** Paths never scanned: generated, vendored or this checker (which names the patterns). */
const SKIP = [
  /^node_modules\//,
  /(^|\/)__generated__\//,
  /^package-lock\.json$/,
  /^web\/persisted-queries\.json$/,
  /^api\/src\/db\/migrations\//,
  /^web\/public\/geo\//,
  /^scripts\/check-doc-refs\.ts$/,
];

/** The topic of each numbered section of the two product documents; the same for both. */
export const SECTION_ANCHORS: Record<number, string> = {
  1: 'the-product',
  2: 'routes-and-screens',
  3: 'records-and-fields',
  4: 'states-and-transitions',
  5: 'validation',
  6: 'access',
  7: 'calls',
  8: 'messages',
  9: 'constants-and-limits',
};

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file (duplicate headings get -1, -2 like on GitHub). */
export function anchorsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    let a = base;
    for (let i = 1; out.has(a); i++) a = `${base}-${i}`;
    out.add(a);
  }
  return out;
}

// `spec 2 section 5`, `Spec 1, section 7`, `spec 2 sections 3, 5 and 7`, `spec sections 5`.
const SPEC =
  /\b[Ss]pec(?:ification)?\s*(\d)?\s*,?\s*(?:sections?|§)\s*(\d+(?:\s*(?:,|and|&)\s*\d+)*)/g;
// `DECISIONS.md`, `spec/DECISIONS.md "Access"`, `DECISIONS "def"`.
const DECISIONS_REF =
  /(?:(?:\.\.\/)*shared\/)?(?:spec\/)?\bDECISIONS(?:\.md)?(?:\s*"([^"\n]{1,60})")?/g;
const STACK_REF = /(?:(?:\.\.\/)*shared\/)?\bSTACK\.md(?:\s*"([^"\n]{1,60})")?/g;
const OTHER_REF =
  /(?:(?:\.\.\/)*shared\/)?\b(ARCHITECTURE|CONVENTIONS)\.md(?:\s*"([^"\n]{1,60})")?/g;
/** A section-5 citation about which items an exception covers (not a form rule). */
const COVERAGE = /\bcover|apply to a product|lists are empty/i;
const REPEATED = /(docs\/(?:decisions|stack)\.md(?:#[\w-]+)?)(?:(?:,|;| and)\s+\1(?![\w-]))+/g;
const DOC_LINK = /\b(?:docs\/)?(decisions|stack)\.md#([A-Za-z0-9_-]+)/g;

/** A guess of the decisions anchor for a citation that names no section, from its line. */
function decisionsAnchorFor(line: string, anchors: Set<string>): string | undefined {
  const guesses: [RegExp, string][] = [
    [/customer.pricing/i, 'customer-pricing'],
    [/demo (users?|setup)/i, 'demo-users'],
    [/availabilityByZone/, 'exception-types'],
    [/ids=|error|REST|shape/i, 'rest-shapes'],
    [/access|rule|role|permission/i, 'access'],
    [/sort|search/i, 'search'],
    [/availability|exception/i, 'availability'],
    [/money|cents/i, 'other'],
  ];
  return guesses.find(([re, a]) => re.test(line) && anchors.has(a))?.[1];
}

function stackAnchorFor(line: string, anchors: Set<string>): string | undefined {
  const guesses: [RegExp, string][] = [
    [/jest|esm/i, 'jest-in-esm-mode'],
    [/pglite/i, 'pglite-start-up'],
    [/relay/i, 'relay-compiler'],
    [/chromium|browser/i, 'chromium'],
    [/npm ci|install/i, 'npm-install-not-npm-ci'],
    [/typescript|tsc/i, 'typescript'],
  ];
  return guesses.find(([re, a]) => re.test(line) && anchors.has(a))?.[1];
}

const cite = (file: string, anchor: string | undefined) => (anchor ? `${file}#${anchor}` : file);

export interface Finding {
  file: string;
  line: number;
  text: string;
  problem: string;
  /** The line after --fix; undefined when it cannot be rewritten automatically. */
  fixed?: string;
}

/** Rewrites every outside citation of one line; `left` lists what could not be rewritten. */
export function rewriteLine(
  line: string,
  decisionAnchors: Set<string>,
  stackAnchors: Set<string>,
): { line: string; left: string[] } {
  const left: string[] = [];
  let out = line.replace(SPEC, (_m, _doc: string | undefined, list: string) => {
    const numbers = list.split(/\s*(?:,|and|&)\s*/).map(Number);
    const anchors = [
      ...new Set(
        numbers.map((n) =>
          // Coverage of exceptions is a rule of the availability part, not a form rule.
          n === 5 && COVERAGE.test(line) ? 'exceptions' : SECTION_ANCHORS[n],
        ),
      ),
    ];
    if (anchors.some((a) => !a)) {
      left.push(_m);
      return _m;
    }
    const cites = anchors.map((a) => cite(DECISIONS, a));
    return cites.length === 1
      ? cites[0]
      : `${cites.slice(0, -1).join(', ')} and ${cites[cites.length - 1]}`;
  });
  out = out.replace(DECISIONS_REF, (_m, section: string | undefined) => {
    const named = section && decisionAnchors.has(slug(section)) ? slug(section) : undefined;
    return cite(DECISIONS, named ?? decisionsAnchorFor(line, decisionAnchors));
  });
  out = out.replace(STACK_REF, (_m, section: string | undefined) => {
    const named = section && stackAnchors.has(slug(section)) ? slug(section) : undefined;
    return cite(STACK, named ?? stackAnchorFor(line, stackAnchors));
  });
  out = out.replace(OTHER_REF, (m, doc: string, section: string | undefined) => {
    if (doc === 'ARCHITECTURE' && section === 'The web app') return 'web/README.md';
    left.push(m);
    return m;
  });
  // `(spec 2 section 6, DECISIONS.md "Access")` names the same place twice once rewritten.
  out = out.replace(REPEATED, '$1');
  return { line: out, left };
}

/** Text files of the working tree that git knows or would add. */
function sourceFiles(): string[] {
  const list = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
  return [...new Set(list.split('\0'))]
    .filter((f) => f && !SKIP.some((re) => re.test(f)))
    .filter((f) => {
      const p = path.join(ROOT, f);
      return fs.existsSync(p) && fs.statSync(p).isFile();
    });
}

/** Scans the repository; with `fix`, rewrites the citations it can (unless `dryRun`). */
export function scan(opts: { fix?: boolean; dryRun?: boolean } = {}): Finding[] {
  const read = (f: string) =>
    fs.existsSync(path.join(ROOT, f)) ? fs.readFileSync(path.join(ROOT, f), 'utf8') : '';
  const decisionAnchors = anchorsOf(read(DECISIONS));
  const stackAnchors = anchorsOf(read(STACK));
  const findings: Finding[] = [];
  for (const file of sourceFiles()) {
    const buf = fs.readFileSync(path.join(ROOT, file));
    if (buf.includes(0)) continue; // binary
    const text = buf.toString('utf8');
    if (!/DECISIONS|STACK\.md|ARCHITECTURE\.md|CONVENTIONS\.md|[Ss]pec|\.md#/.test(text)) continue;
    const lines = text.split('\n');
    let changed = false;
    lines.forEach((line, i) => {
      const refs = [
        ...(line.match(SPEC) ?? []),
        ...(line.match(DECISIONS_REF) ?? []),
        ...(line.match(STACK_REF) ?? []),
        ...(line.match(OTHER_REF) ?? []),
      ];
      if (refs.length) {
        const { line: fixed, left } = rewriteLine(line, decisionAnchors, stackAnchors);
        findings.push({
          file,
          line: i + 1,
          text: line.trim(),
          problem: `cites ${refs.map((r) => `"${r}"`).join(', ')} (not in the repository)`,
          fixed: left.length ? undefined : fixed,
        });
        if (opts.fix && fixed !== line) {
          lines[i] = fixed;
          changed = true;
        }
      }
      for (const m of lines[i].matchAll(DOC_LINK)) {
        const anchors = m[1] === 'decisions' ? decisionAnchors : stackAnchors;
        if (!anchors.has(m[2])) {
          findings.push({
            file,
            line: i + 1,
            text: lines[i].trim(),
            problem: `cites ${m[0]}, which is not a heading of docs/${m[1]}.md`,
          });
        }
      }
    });
    if (changed && !opts.dryRun) fs.writeFileSync(path.join(ROOT, file), lines.join('\n'));
  }
  return findings;
}

function main(argv: string[]) {
  const fix = argv.includes('--fix');
  const dryRun = argv.includes('--dry-run');
  const findings = scan({ fix, dryRun });
  if (fix && dryRun) {
    for (const f of findings) {
      console.log(`${f.file}:${f.line}`);
      console.log(`  - ${f.text}`);
      console.log(
        f.fixed !== undefined ? `  + ${f.fixed.trim()}` : `  ! ${f.problem}: edit by hand`,
      );
    }
    return findings.length ? 1 : 0;
  }
  const left = fix ? scan() : findings;
  if (fix) {
    const files = new Set(findings.filter((f) => f.fixed !== undefined).map((f) => f.file));
    console.log(`rewrote citations in ${files.size} files`);
  }
  for (const f of left) console.log(`${f.file}:${f.line}: ${f.problem}\n    ${f.text}`);
  const files = new Set(left.map((f) => f.file));
  console.log(
    left.length
      ? `${left.length} citations in ${files.size} files point outside the repository or to a missing heading`
      : 'all documentation citations resolve inside the repository',
  );
  return left.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(main(process.argv.slice(2)));
}
