import type { Logger } from 'pino';
import { createContext } from 'react-router';
import type { Viewer } from '../core/accounts/viewer.ts';
import type { CoreDeps } from '../core/deps.ts';
import type { Locale } from '../i18n/config.ts';
import type { Auth } from '../server/auth/create-auth.ts';

export interface RequestInfo {
  requestId: string;
  nonce: string;
  log: Logger;
  locale: Locale;
  publicUrl: string;
  /** Mail stops at the outbox (no SMTP server configured): administrators read it in /admin/mailbox. */
  outboxMail: boolean;
  /** The client's address, resolved once by server/auth/client-ip.ts; null when unknown. */
  clientIp: string | null;
  /** The visitor token of the partner-link cookie (server/middleware/referral.ts), when the browser sent one. */
  referralToken?: string | null;
}

/*
 * The server and the React Router build are loaded as separate module graphs (the build bundles app/ and
 * core/), so a plain module-level createContext() would give each its own key. A registry on globalThis
 * keeps one key per name across both.
 */
const host = globalThis as { __deploiaContexts?: Map<string, unknown> };
host.__deploiaContexts ??= new Map();
const registry = host.__deploiaContexts;
function sharedContext<T>(name: string) {
  if (!registry.has(name)) registry.set(name, createContext<T>());
  return registry.get(name) as ReturnType<typeof createContext<T>>;
}

export const depsContext = sharedContext<CoreDeps>('deps');
export const requestContext = sharedContext<RequestInfo>('request');

export interface AuthInfo {
  /** Who is signed in (resolved once per request by the server), or null. */
  viewer: Viewer | null;
  /** Better Auth, for the account pages' actions (`auth.api.*`). */
  auth: Auth;
  adminRequire2fa: boolean;
  /** OAuth providers with configured credentials (only those are offered). */
  oauthProviders: ('google' | 'github')[];
}
export const viewerContext = sharedContext<AuthInfo>('viewer');
