// Route helpers: OpenAPI-bearing schemas, access rules, the caller's id.
import type { FastifyRequest, FastifySchema } from 'fastify';
import { authenticated, requireAny } from '../auth/guard.ts';
import { anyObject, errorResponses, type JsonSchema } from '../schemas/common.ts';
import { userIdOf } from '../repo/records.ts';

export interface RouteDoc {
  tag: string;
  summary: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  response?: JsonSchema;
  status?: number;
}

/** A route schema with tags, summary, bearer security and the standard error responses. */
export function doc(
  d: RouteDoc,
): FastifySchema & { tags: string[]; summary: string; hide?: boolean } {
  return {
    tags: [d.tag],
    summary: d.summary,
    security: [{ bearer: [] }],
    ...(d.params ? { params: d.params } : {}),
    ...(d.querystring ? { querystring: d.querystring } : {}),
    ...(d.body ? { body: d.body } : {}),
    response: {
      [d.status ?? 200]: d.response ?? { description: 'The record', ...anyObject },
      ...errorResponses,
    } as Record<number, unknown>,
  };
}

/** The preHandler for a rule: null = any logged-in user. */
export const access = (rule: readonly string[] | null) =>
  rule ? requireAny(...rule) : authenticated;

/** The caller's user id. */
export const uid = (req: FastifyRequest) => userIdOf(req.user);
