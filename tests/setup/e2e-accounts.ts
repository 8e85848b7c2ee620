import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildSellerProfile } from '../../db/factories/catalog.ts';
import { createUser, type Role } from '../../db/factories/users.ts';
import { sellerProfiles, session, user } from '../../db/schema/index.ts';

/** The signed-in personas of the e2e tests (spec §6): customer, expert, administrator, banned user. */
export const personas = ['customer', 'expert', 'admin', 'banned'] as const;
export type Persona = (typeof personas)[number];
/**
 * Accounts beside the shared personas: the seller journey's applicant (a verified customer who becomes an expert),
 * and for the seller pages' checks a seller with a seller profile and a business partner. The administration
 * journey's own: an aspirant (applies, is approved, publishes, is banned), a buyer whose order is refunded, and an
 * expert who listens for a broadcast. A newcomer nothing ever notifies, for the empty notifications panel (the
 * administration journey broadcasts to every expert, the shared one included).
 */
export const journeyAccounts = [
  'applicant',
  'seller',
  'partner',
  'aspirant',
  'refundee',
  'listener',
  'newcomer',
] as const;
export type Account = Persona | (typeof journeyAccounts)[number];
export type PersonaAccounts = Record<Account, { email: string; password: string }>;

const roles: Record<Account, Role[]> = {
  customer: [],
  expert: ['expert'],
  admin: ['admin'],
  banned: [],
  applicant: [],
  seller: ['expert'],
  partner: ['partner'],
  aspirant: [],
  refundee: [],
  listener: ['expert'],
  newcomer: [],
};

/** Creates the personas with random passwords in the e2e database, before the server starts. */
export async function createPersonas(database: Database): Promise<PersonaAccounts> {
  await database.migrate();
  const accounts = {} as PersonaAccounts;
  for (const persona of [...personas, ...journeyAccounts]) {
    const account = {
      email: `e2e-${persona}@deploia.example`,
      password: `E2e-${randomBytes(12).toString('base64url')}`,
    };
    const created = await createUser(database.db, { ...account, name: `E2E ${persona}`, roles: roles[persona] });
    if (persona === 'banned') await database.db.update(user).set({ banned: true }).where(eq(user.id, created.id));
    if (persona === 'seller')
      await database.db.insert(sellerProfiles).values(buildSellerProfile({ userId: created.id }));
    accounts[persona] = account;
  }
  return accounts;
}

/**
 * A session of a persona made in the database (Better Auth's signed session cookie, for the server's secret), as if
 * it had signed in before the server started: the banned persona's is the session it held before the ban, which
 * must be worth nothing now, not only refused at the next sign-in.
 */
export async function madeSessionCookie(database: Database, email: string, secret: string) {
  const [owner] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!owner) throw new Error(`no account ${email}`);
  const token = randomBytes(24).toString('base64url');
  await database.db
    .insert(session)
    .values({ token, userId: owner.id, expiresAt: new Date(Date.now() + 24 * 3600_000), signedInAt: new Date() });
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `deploia.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
