// `npm run lint` refuses a wrong import across each boundary of eslint.boundaries.js, and lets
// the allowed ones through: ESLint's own API lints one-line files placed where each boundary is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const x = y;\n`, {
    filePath: path.join(root, file),
  });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'web → api',
      'web/src/features/quote/x.ts',
      "import { y } from '../../../../api/src/config.ts';",
    ],
    [
      'web → gateway',
      'web/src/pages/x.ts',
      "import { y } from '../../../gateway/src/domain/quote/address.ts';",
    ],
    ['gateway → api', 'gateway/src/schema/x.ts', "import { y } from '../../../api/src/config.ts';"],
    ['gateway → web', 'gateway/src/x.ts', "import { y } from '../../web/src/ui/format/usd.ts';"],
    ['api → gateway', 'api/src/routes/x.ts', "import { y } from '../../../gateway/src/config.ts';"],
    ['api → web', 'api/src/x.ts', "export { y } from '../../web/src/app/guard.ts';"],
    ['shared → api', 'shared/quote/x.ts', "import { y } from '../../api/src/config.ts';"],
    [
      'feature → other feature',
      'web/src/features/calculator/x.ts',
      "import { y } from '../quote/rules/filters.ts';",
    ],
    ['ui → react-relay', 'web/src/ui/form/x.ts', "import { y } from 'react-relay';"],
    ['ui → relay-runtime', 'web/src/ui/x.ts', "import { y } from 'relay-runtime';"],
    ['route → drizzle-orm', 'api/src/routes/newThing.ts', "import { y } from 'drizzle-orm';"],
    [
      'domain → drizzle-orm',
      'api/src/domain/geometry/x.ts',
      "import { y } from 'drizzle-orm/pg-core';",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['web → @shared', 'web/src/features/quote/x.ts', "import { y } from '@shared/quote/money.ts';"],
    ['gateway → @shared', 'gateway/src/x.ts', "import { y } from '@shared/config.ts';"],
    ['api → @shared', 'api/src/x.ts', "import { y } from '@shared/auth/access-rules.ts';"],
    ['feature → ui', 'web/src/features/quote/x.ts', "import { y } from '../../ui/format/usd.ts';"],
    [
      'feature → own files',
      'web/src/features/quote/a/x.ts',
      "import { y } from '../rules/zipList.ts';",
    ],
    ['feature → Relay', 'web/src/features/quote/x.ts', "import { y } from 'react-relay';"],
    ['repository → drizzle-orm', 'api/src/repo/x.ts', "import { y } from 'drizzle-orm';"],
    [
      'a listed exception',
      'web/src/features/hauler/x.ts',
      "import { y } from '../alerts/AlertForm.tsx';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
