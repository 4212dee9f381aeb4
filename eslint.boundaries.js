// The import boundaries of the repository, checked by `npm run lint` (rule `boundaries/imports`).
// Each import is resolved to a file (relative paths, and the @shared/… alias of tsconfig.json)
// and the rule refuses:
//   - web → api or gateway, gateway → api or web, api → gateway or web, shared → any part:
//     what two parts both need lives in shared/ and is imported as @shared/…;
//   - one web feature → another (web/src/features/<a> → web/src/features/<b>), except the pairs
//     of FEATURE_EXCEPTIONS, each with its reason: a rule both use moves to web/src/ui or shared/;
//   - web/src/ui → Relay (react-relay, relay-runtime): ui/ holds plain components that take
//     props, the features own their fragments and queries;
//   - drizzle-orm outside api/src/repo and api/src/db (the one data-access layer), except the
//     files of DRIZZLE_EXCEPTIONS until they move.
// scripts/lint-boundaries.test.ts lints a wrong import across each boundary and expects the error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Feature → feature imports allowed today: `from>to`, with why. */
export const FEATURE_EXCEPTIONS = {
  // The Relay mutation helper and the user-error list grew up in the hauler feature; every
  // editing feature commits through them. To move: web/src/relay (they use Relay, so not ui/).
  'availability>hauler': 'commitMutation, userErrors (generic mutation helpers)',
  'boundary>hauler': 'commitMutation, userErrors, UpdateZoneMutation (a zone is saved by its map)',
  'exception>hauler': 'commitMutation, userErrors (generic mutation helpers)',
  'geoNote>hauler': 'commitMutation, userErrors (generic mutation helpers)',
  'market>hauler': 'commitMutation, userErrors (generic mutation helpers)',
  // The hauler page composes the region's tabs, each owned by its feature.
  'hauler>alerts': 'the region page hosts the alert form',
  'hauler>availability': 'the region page hosts the availability tabs',
  'hauler>boundary': 'the region page hosts the zone map panel',
  'hauler>exception': 'the region page hosts the region exceptions tab',
  // The map editor is one component used by every record that has an area.
  'exception>boundary': 'BoundaryEditor draws an exception area',
  'geoNote>boundary': 'BoundaryEditor draws a geo-note area',
  'market>boundary': 'BoundaryEditor draws a market area',
  'boundary>quote': 'place suggestions of the boundary term box are the quote page hook',
  // The reports feature owns the list rows, the create-result handling and shared form fields
  // of the records it lists; to move: web/src/ui/form (plain parts) and web/src/relay (mutations).
  'alerts>reports': 'AlertListRow, FormField, paging, createResult',
  'exception>reports': 'ConfirmDelete, ExceptionDetail, exceptionLabels, DeleteExceptionMutation',
  'geoNote>reports': 'NewRecordForms and geoNoteColors (colours), CreateGeoNoteMutation',
  'market>reports': 'CreateMarketMutation',
  'reports>exception': 'the bulk-exception report opens the exception form',
  'geoNote>market': 'boundaryView, useInvalidateStore (map view and store refresh helpers)',
};

/** Files outside api/src/repo and api/src/db that may still import drizzle-orm, with why. */
export const DRIZZLE_EXCEPTIONS = {
  // Not yet moved to repositories (issue 16, one data-access layer):
  'api/src/domain/search/run.ts': 'the search query is being optimized in place; moves after',
  'api/src/domain/availability/store.ts': 'availability rows of the search; moves with search',
  'api/src/routes/availability.ts': 'route queries not yet moved to api/src/repo',
  'api/src/routes/collections.ts': 'route queries not yet moved to api/src/repo',
  'api/src/routes/models.ts': 'route queries not yet moved to api/src/repo',
  'api/src/routes/regions.ts': 'route queries not yet moved to api/src/repo',
  'api/src/schemas/responses.ts': 'response schemas derived from the table definitions',
  // Infrastructure with its own tables (sessions, revocations, job queue, health, seeding):
  'api/src/auth/revocation.ts': 'token revocation table',
  'api/src/auth/routes.ts': 'session and sign-in tables',
  'api/src/auth/users.ts': 'user and role tables',
  'api/src/jobs/availability-jobs.ts': 'nightly availability jobs',
  'api/src/jobs/queue.ts': 'the job queue table',
  'api/src/ops.ts': 'readiness check',
  'api/src/seed/demo.ts': 'demo data (the transaction settings of the seed)',
  'api/src/seed/demo/context.ts': 'demo data (batched inserts)',
  'api/src/seed/index.ts': 'first-start seeding',
};

const PARTS = ['api', 'gateway', 'web', 'shared'];
const FORBIDDEN = {
  web: ['api', 'gateway'],
  gateway: ['api', 'web'],
  api: ['gateway', 'web'],
  shared: ['api', 'gateway', 'web'],
};

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const partOf = (relPath) => PARTS.find((p) => relPath === p || relPath.startsWith(`${p}/`));
const featureOf = (relPath) => /^web\/src\/features\/([^/]+)\//.exec(relPath)?.[1];

/** The repository-relative path an import names, or undefined for a package. */
function target(fromFile, spec) {
  if (spec.startsWith('@shared/')) return `shared/${spec.slice('@shared/'.length)}`;
  if (spec.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), spec));
  return undefined;
}

const isPackage = (spec, name) => spec === name || spec.startsWith(`${name}/`);

function problem(fromRel, spec, toRel) {
  const from = partOf(fromRel);
  if (toRel) {
    const to = partOf(toRel);
    if (from && to && FORBIDDEN[from]?.includes(to)) {
      return `${from}/ must not import ${to}/ (${spec}): share it through @shared/ (shared/)`;
    }
    const a = featureOf(fromRel);
    const b = featureOf(toRel);
    if (a && b && a !== b && !FEATURE_EXCEPTIONS[`${a}>${b}`]) {
      return `feature ${a} must not import feature ${b} (${spec}): move what both use to web/src/ui or shared/`;
    }
    return undefined;
  }
  if (
    fromRel.startsWith('web/src/ui/') &&
    (isPackage(spec, 'react-relay') || isPackage(spec, 'relay-runtime'))
  ) {
    return `web/src/ui must not use Relay (${spec}): fragments and queries belong to a feature`;
  }
  if (
    isPackage(spec, 'drizzle-orm') &&
    fromRel.startsWith('api/') &&
    !fromRel.startsWith('api/src/repo/') &&
    !fromRel.startsWith('api/src/db/') &&
    !DRIZZLE_EXCEPTIONS[fromRel]
  ) {
    return `drizzle-orm is used in api/src/repo (and api/src/db) only (${spec}): call a repository`;
  }
  return undefined;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between api/, gateway/, web/, shared/ and features' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const fromRel = rel(file);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      const message = problem(fromRel, spec, target(file, spec));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const boundaries = { rules: { imports: importsRule } };
