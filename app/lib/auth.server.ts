import { isAPIError } from 'better-auth/api';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { requireAdmin, type Viewer } from '../../core/accounts/viewer.ts';
import { isAppError } from '../../core/shared/app-error.ts';
import { safeRedirectPath } from '../../core/shared/safe-redirect.ts';
import { serverT } from '../../i18n/server-t.ts';
import { requestContext, viewerContext } from '../context.ts';

type Context = Readonly<RouterContextProvider>;

export const authOf = (context: Context) => context.get(viewerContext);

/** Where sign-in sends a user back: the remembered origin (a same-site path), else the dashboard (spec §4). */
export function afterSignIn(url: URL): string {
  const target = safeRedirectPath(url.searchParams.get('redirectTo'), '/dashboard');
  return /^\/(auth|login|signup)(\/|\?|$)/.test(target) ? '/dashboard' : target;
}

/** The sign-in page, remembering where the visitor was going. */
export const signInPath = (url: URL) => `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;

/** A guarded page: no session → /auth, remembering the origin (spec §4). */
export function requireUser(context: Context, url: URL): Viewer {
  const { viewer } = authOf(context);
  if (!viewer) throw redirect(signInPath(url));
  return viewer;
}

/**
 * An /admin page: visitors sign in first; signed-in non-administrators go to /dashboard (spec §4);
 * administrators without a second factor on this session (when required) set one up from /profile.
 */
export function requireAdminUser(context: Context, url: URL): Viewer {
  const { viewer, adminRequire2fa } = authOf(context);
  if (!viewer) throw redirect(signInPath(url));
  try {
    return requireAdmin(viewer, { requireSecondFactor: adminRequire2fa });
  } catch (error) {
    if (isAppError(error) && error.code === 'second_factor_required') {
      throw redirect('/profile?twoFactor=required#two-factor');
    }
    throw redirect('/dashboard');
  }
}

/** Pages for visitors only (/auth, /login, /signup): a signed-in user goes on to the origin or the dashboard. */
export function redirectIfSignedIn(context: Context, url: URL) {
  if (authOf(context).viewer) throw redirect(afterSignIn(url));
}

/** A sign-in page's loader (/auth, /signup, the e-mailed code): visitors only, its title, the OAuth buttons. */
export function visitorAuthPage(context: Context, url: URL, page: 'signIn' | 'signUp' | 'emailCode') {
  redirectIfSignedIn(context, url);
  const t = serverT(context.get(requestContext).locale, 'auth');
  return {
    meta: { title: t(`meta.${page}`), description: t('meta.description') },
    providers: authOf(context).oauthProviders,
  };
}

/** Better Auth's error codes, as the codes our forms translate under `auth:errors.<code>`. */
const authErrorCodes: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_PHONE_NUMBER_OR_PASSWORD: 'invalid_credentials',
  // A malformed identifier is just a wrong one: never say which accounts exist.
  INVALID_EMAIL: 'invalid_credentials',
  PHONE_NUMBER_NOT_EXIST: 'invalid_credentials',
  INVALID_PASSWORD: 'password_incorrect',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  PASSWORD_TOO_SHORT: 'password_too_short',
  PASSWORD_TOO_LONG: 'password_too_long',
  PASSWORD_TOO_COMMON: 'password_too_common',
  BANNED_USER: 'banned',
  INVALID_TOKEN: 'token_invalid',
  TOKEN_EXPIRED: 'token_invalid',
  INVALID_CODE: 'code_invalid',
  INVALID_OTP: 'code_invalid',
  OTP_EXPIRED: 'code_expired',
  OTP_HAS_EXPIRED: 'code_expired',
  INVALID_BACKUP_CODE: 'backup_code_invalid',
  INVALID_TWO_FACTOR_COOKIE: 'two_factor_expired',
  TOO_MANY_ATTEMPTS: 'too_many_attempts',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'too_many_attempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'account_locked',
  TWO_FACTOR_REQUIRED: 'two_factor_required',
  PHONE_NUMBER_EXIST: 'phone_taken',
  INVALID_PHONE_NUMBER: 'phone_invalid',
  EMAIL_CAN_NOT_BE_UPDATED: 'email_taken',
  SESSION_NOT_FRESH: 'reauthenticate',
};

/** Fields a Better Auth error belongs to; the others are shown above the form. */
const errorFields: Record<string, string> = {
  password_too_short: 'password',
  password_too_long: 'password',
  password_too_common: 'password',
  password_incorrect: 'currentPassword',
  email_taken: 'email',
  code_invalid: 'code',
  code_expired: 'code',
  backup_code_invalid: 'code',
  phone_taken: 'phoneNumber',
  phone_invalid: 'phoneNumber',
};

export interface FormFailure {
  ok: false;
  /** A message code for the whole form. */
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/** A Better Auth failure as a form answer (400, 403 or 429); anything else is a real error and is rethrown. */
export function authFailure(error: unknown, passwordField = 'password') {
  if (!isAPIError(error)) throw error;
  const code = authErrorCodes[String((error.body as { code?: string } | undefined)?.code)] ?? 'unknown';
  const status = error.statusCode === 429 ? 429 : error.statusCode === 403 ? 403 : 400;
  const field = errorFields[code] === 'password' ? passwordField : errorFields[code];
  const body: FormFailure = field
    ? { ok: false, fieldErrors: { [field]: code } }
    : { ok: false, formError: status === 429 ? 'rate_limited' : code };
  return data<FormFailure>(body, { status });
}

/** A form the shared schema refused: 400 with the field codes. */
export const invalidForm = (fieldErrors: Partial<Record<string, string>>) =>
  data<FormFailure>({ ok: false, fieldErrors }, { status: 400 });

/** Too many attempts from this address or on this account: 429. */
export const rateLimited = () => data<FormFailure>({ ok: false, formError: 'rate_limited' }, { status: 429 });

/** Better Auth's Set-Cookie headers, carried on a redirect. */
/** Signed in: on to where the visitor was going, with the session's cookies. */
export const redirectSignedIn = (url: URL, headers: Headers) => redirectWithCookies(afterSignIn(url), headers);

/**
 * An action's answer with the `Set-Cookie` headers of `cookies` added, whatever its form: a Response (a redirect),
 * `data()` with its own status and headers, or plain data.
 */
export function withSetCookies(answer: unknown, cookies: Headers): unknown {
  const set = cookies.getSetCookie();
  if (set.length === 0) return answer;
  if (answer instanceof Response) {
    for (const cookie of set) answer.headers.append('Set-Cookie', cookie);
    return answer;
  }
  const wrapped = answer as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  const withInit = wrapped?.type === 'DataWithResponseInit';
  const headers = new Headers(withInit ? (wrapped.init?.headers ?? undefined) : undefined);
  for (const cookie of set) headers.append('Set-Cookie', cookie);
  return withInit ? data(wrapped.data, { ...wrapped.init, headers }) : data(answer, { headers });
}

export function redirectWithCookies(to: string, headers: Headers) {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append('Set-Cookie', cookie);
  return redirect(to, { headers: out });
}
