import { buildViewer, createUser } from '../../db/factories/index.ts';
import type { setUpTestApp } from '../setup/test-app-hooks.ts';

/**
 * New members of the test app, who sign in with `password`: `member(email)` answers them as a use case's viewer,
 * `signedIn(email)` adds the Cookie header of a browser they signed in on.
 */
export function membersWith(ctx: ReturnType<typeof setUpTestApp>, password: string) {
  const member = async (email: string) => {
    const u = await createUser(ctx.database.db, { email, password });
    return { viewer: buildViewer({ userId: u.id, email }), email };
  };
  const signedIn = async (email: string) => {
    const m = await member(email);
    return { ...m, cookie: await ctx.signInCookies(email, password) };
  };
  return { member, signedIn };
}
