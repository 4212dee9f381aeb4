// The per-request session check (issue 19): a signed token is honoured only while its user
// exists and the token was not ended by a logout, and it carries the user's current roles,
// permissions and internal flag, not the ones it was issued with. One query per request (the
// user by primary key, the token's revocation by its id), prepared once on PGlite
// (api/src/db/prepared.ts); concurrent checks of the same token share it.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRowsAsJson } from '../db/json-rows.ts';
import { revokedTokens, users } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';
import type { Claims } from './tokens.ts';

/** Answers the current claims of a verified token, or throws 401. */
export class SessionCheck {
  private readonly inFlight = new Map<string, Promise<Claims>>();

  constructor(private readonly db: Db) {}

  /** The claims as they stand now; 401 'Session ended' or 'Unknown user' otherwise. */
  current(claims: Claims): Promise<Claims> {
    const key = `${claims.sub}:${claims.jti}`;
    let p = this.inFlight.get(key);
    if (!p) {
      p = this.load(claims).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, p);
    }
    return p;
  }

  private async load(claims: Claims): Promise<Claims> {
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) throw unauthorized('Invalid token');
    const { user, revoked } = await selectRowsAsJson(this.db, {
      user: {
        from: users,
        columns: {
          email: users.email,
          roles: users.roles,
          permissions: users.permissions,
          internal: users.internal,
        },
        where: eq(users.id, id),
      },
      revoked: {
        from: revokedTokens,
        columns: { jti: revokedTokens.jti },
        where: eq(revokedTokens.jti, claims.jti ?? ''),
      },
    });
    const [row] = user;
    if (!row) throw unauthorized('Unknown user');
    if (revoked.length > 0) throw unauthorized('Session ended');
    return {
      ...claims,
      email: row.email,
      roles: row.roles,
      permissions: row.permissions,
      internal: row.internal,
    };
  }

  /** Ends a token before its expiry (logout); rows of tokens that have expired are dropped. */
  async revoke(claims: Claims): Promise<void> {
    if (!claims.jti || !claims.exp) return;
    const userId = Number(claims.sub);
    await this.db
      .insert(revokedTokens)
      .values({
        jti: claims.jti,
        user_id: Number.isSafeInteger(userId) ? userId : null,
        expires_at: new Date(claims.exp * 1000).toISOString(),
      })
      .onConflictDoNothing();
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expires_at, sql`now()`));
  }
}
