// Callers without a session cannot probe the schema (issue 19). A document that is not one of
// the web's persisted operations and selects anything besides the public session fields
// (login, viewer, appConfig...) is answered UNAUTHENTICATED here, before Apollo validates it or
// counts its cost, so an unknown field and a protected one look the same. Apollo's own
// adhocPolicy (limits.ts) still decides for callers that do send a session.
import crypto from 'node:crypto';
import { Kind, parse, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldRules, PUBLIC } from '../auth/directive.ts';
import { LIMITS } from '../limits.ts';
import type { PersistedQueryStore } from '../persisted.ts';
import { isRefusedToken, type SessionUser } from '../rest/auth.ts';
import { RestError } from '../rest/http.ts';

/** Session users the gate already checked, so the GraphQL context does not ask again. */
export const checkedSessions = new WeakMap<FastifyRequest, SessionUser>();

/** The root fields each operation type admits without a session. */
function publicRoots(schema: GraphQLSchema): Record<string, Set<string>> {
  const out: Record<string, Set<string>> = {};
  for (const [op, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    const names = new Set<string>(['__typename']);
    for (const name of Object.keys(type?.getFields() ?? {})) {
      if (fieldRules(schema, type!.name, name).every((r) => r.anyOf.includes(PUBLIC))) {
        names.add(name);
      }
    }
    out[op] = names;
  }
  return out;
}

/** True when every operation of the text selects only public root fields (false if unparsable). */
export function onlyPublicRoots(text: string, roots: Record<string, Set<string>>): boolean {
  let doc: DocumentNode;
  try {
    doc = parse(text, { maxTokens: LIMITS.maxTokens, noLocation: true });
  } catch {
    return false;
  }
  const fragments = new Map<string, SelectionSetNode>();
  for (const d of doc.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!ops.length) return false;
  return ops.every((op) => {
    const allowed = roots[op.operation];
    if (!allowed) return false;
    const seen = new Set<string>();
    const ok = (set: SelectionSetNode): boolean =>
      set.selections.every((sel) => {
        if (sel.kind === Kind.FIELD) return allowed.has(sel.name.value);
        if (sel.kind === Kind.INLINE_FRAGMENT) return ok(sel.selectionSet);
        const frag = fragments.get(sel.name.value);
        if (!frag) return false;
        if (seen.has(sel.name.value)) return true;
        seen.add(sel.name.value);
        return ok(frag);
      });
    return ok(op.selectionSet);
  });
}

/** A Fastify preHandler for /graphql: refuses anonymous ad-hoc documents before Apollo sees them. */
export function anonymousGate(opts: {
  schema: GraphQLSchema;
  store: PersistedQueryStore;
  allowAdhocQueries: boolean;
  /** The session user of the request, or null when the auth service accepts none. */
  sessionUser: (req: FastifyRequest) => Promise<SessionUser | null>;
}) {
  const roots = publicRoots(opts.schema);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.url !== '/graphql') return;
    const payload = (req.method === 'GET' ? req.query : req.body) as
      { query?: unknown } | undefined;
    const text = payload && typeof payload.query === 'string' ? payload.query : undefined;
    if (!text) return; // a persisted id alone, or a malformed request: Apollo answers
    const hash = crypto.createHash('sha256').update(text).digest('hex');
    if (opts.store.isPersisted(hash)) return;
    if (!opts.allowAdhocQueries) {
      return reply.status(400).send({
        errors: [
          {
            message: 'Only the persisted operations of the web app are accepted',
            extensions: { code: 'PERSISTED_QUERY_REQUIRED' },
          },
        ],
      });
    }
    if (onlyPublicRoots(text, roots)) return;
    let user: SessionUser | null;
    try {
      user = await opts.sessionUser(req);
    } catch (err) {
      // A refused token is no session; an auth service that could not answer is an outage,
      // said as one (a caller told to log in again would be sent the wrong way).
      if (isRefusedToken(err) || !(err instanceof RestError)) user = null;
      else
        return reply.status(503).send({
          errors: [{ message: err.message, extensions: { code: err.extensions.code } }],
        });
    }
    if (user) {
      checkedSessions.set(req, user);
      return;
    }
    return reply.status(401).send({
      errors: [
        {
          message: 'Log in (session cookie or bearer token) to send your own queries',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
  };
}
