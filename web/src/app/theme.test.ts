// The app's Chakra system keeps only the slot recipes of the components the app uses (theme.ts);
// a component without its recipe renders unstyled, silently. This finds, for every name web/src
// imports from '@chakra-ui/react', the slot recipes Chakra's code for it asks for.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { slotRecipes } from './theme.ts';

const webSrc = path.resolve('web/src');
const chakraEsm = path.resolve('node_modules/@chakra-ui/react/dist/esm');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });

/** The names web/src imports from '@chakra-ui/react' (types left out). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      if (/^import\s+type/.test(m[0])) continue;
      for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's index: exported name -> the module it comes from (namespaces resolved). */
function chakraExports(): Map<string, string> {
  const index = fs.readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const namespaces = new Map(
    [...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((m) => [m[1], m[2]]),
  );
  const out = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of m[1].split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const from = m[2] ?? namespaces.get(local);
      if (from) out.set(exported, from);
    }
  }
  return out;
}

/** Slot-recipe keys used by the code in `dir` and the component folders it imports from. */
function slotKeys(dir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(dir) || !fs.existsSync(dir)) return keys;
  seen.add(dir);
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/(?:createSlotRecipeContext|useSlotRecipe)\(\{\s*key: "(\w+)"/g))
      keys.add(m[1]);
    for (const m of text.matchAll(/from '\.\.\/([\w-]+)\//g))
      for (const k of slotKeys(path.join(dir, '..', m[1]), seen)) keys.add(k);
  }
  return keys;
}

describe('Chakra slot recipes', () => {
  it('the system has the slot recipe of every Chakra component web/src uses', () => {
    const exports = chakraExports();
    const needed = new Map<string, string>();
    for (const name of importedNames()) {
      const from = exports.get(name);
      if (!from?.startsWith('./components/')) continue;
      for (const key of slotKeys(path.join(chakraEsm, path.dirname(from)))) needed.set(key, name);
    }
    // The scan itself works: these components are in use and have slot recipes.
    expect([...needed.keys()]).toEqual(expect.arrayContaining(['field', 'dialog', 'table']));
    const missing = [...needed].filter(([key]) => !(key in slotRecipes));
    expect(missing.map(([key, name]) => `${key} (${name})`)).toEqual([]);
    // And no recipe is kept that no component asks for (it would only weigh on the first load).
    expect(Object.keys(slotRecipes).filter((key) => !needed.has(key))).toEqual([]);
  });
});
