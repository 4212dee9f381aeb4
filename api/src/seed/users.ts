import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';

export const DEMO_PASSWORD = 'demo-password';

/** The demo users of docs/decisions.md#demo-users (created only with the demo data). */
export const DEMO_USERS = [
  {
    email: 'admin@demo.local',
    username: 'admin',
    first_name: 'Ada',
    last_name: 'Admin',
    roles: ['Super Admin'],
    permissions: [],
    internal: true,
  },
  {
    email: 'sales@demo.local',
    username: 'sales',
    first_name: 'Sam',
    last_name: 'Sales',
    roles: ['B2B Sales'],
    permissions: ['customerpricing:create'],
    internal: true,
  },
  {
    email: 'staff@demo.local',
    username: 'staff',
    first_name: 'Stacy',
    last_name: 'Staff',
    roles: [],
    permissions: [],
    internal: true,
  },
  {
    email: 'reader@demo.local',
    username: 'reader',
    first_name: 'Rita',
    last_name: 'Reader',
    roles: [],
    permissions: ['read:hauler', 'read:alert', 'read:market'],
    internal: true,
  },
  {
    email: 'hauler@demo.local',
    username: 'hauler',
    first_name: null,
    last_name: null,
    roles: [],
    permissions: [],
    internal: false,
  },
] as const;

/** Inserts the demo users (one hash computed once: they share the demo password). */
export async function seedDemoUsers(db: Db) {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        ...u,
        roles: [...u.roles],
        permissions: [...u.permissions],
        nickname: u.username,
        password_hash,
      })),
    )
    .onConflictDoNothing();
}
