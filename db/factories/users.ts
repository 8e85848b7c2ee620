import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { Db } from '../client.ts';
import { account, profiles, user, userRoles } from '../schema/index.ts';
import { insertMany } from './insert.ts';
import { nextId } from './sequence.ts';

export type Role = (typeof userRoles.$inferInsert)['role'];

export interface UserInput {
  id?: string;
  email?: string;
  name?: string;
  emailVerified?: boolean;
  /** When given, a credential account is created so the user can sign in with it. */
  password?: string;
  roles?: Role[];
  createdAt?: Date;
}

export function buildUser(input: UserInput = {}) {
  const n = nextId();
  const id = input.id ?? randomUUID();
  const email = (input.email ?? `user${n}@test.deploia.example`).toLowerCase();
  const name = input.name ?? `Utilisateur ${n}`;
  const createdAt = input.createdAt ?? new Date();
  return {
    user: { id, email, name, emailVerified: input.emailVerified ?? true, createdAt, updatedAt: createdAt },
    profile: { id, email, displayName: name, createdAt, updatedAt: createdAt },
    roles: (input.roles ?? []).map((role) => ({ userId: id, role })),
  };
}

/** Inserts built users with their profiles and roles, in chunks. */
export async function insertUsers(db: Db, built: readonly ReturnType<typeof buildUser>[]) {
  await insertMany(
    db,
    user,
    built.map((b) => b.user),
  );
  await insertMany(
    db,
    profiles,
    built.map((b) => b.profile),
  );
  await insertMany(
    db,
    userRoles,
    built.flatMap((b) => b.roles),
  );
}

export async function createUser(db: Db, input: UserInput = {}) {
  const built = buildUser(input);
  await insertUsers(db, [built]);
  if (input.password) {
    await db.insert(account).values({
      userId: built.user.id,
      accountId: built.user.id,
      providerId: 'credential',
      password: await hashPassword(input.password),
    });
  }
  return built.user;
}

/** A signed-in viewer as the server resolves it from a session, for use-case tests. */
export function buildViewer(overrides: Partial<Viewer> = {}): Viewer {
  const n = nextId();
  return {
    userId: overrides.userId ?? randomUUID(),
    sessionId: randomUUID(),
    email: `viewer${n}@test.deploia.example`,
    emailVerified: true,
    name: `Utilisateur ${n}`,
    avatarUrl: null,
    roles: [],
    aal: 'aal1',
    twoFactorEnabled: false,
    ...overrides,
  };
}
