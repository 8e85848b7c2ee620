import { z } from 'zod';
import type { Attribution } from './traffic-source.ts';

/** The visit's attribution cookie (a session cookie: the visit's first landing counts until the browser closes). */
const cookieNames = ['__Host-deploia_src', 'deploia_src'] as const;

const stored = z
  .object({
    s: z.string().min(1).max(200),
    us: z.string().max(100).nullable(),
    um: z.string().max(100).nullable(),
    uc: z.string().max(100).nullable(),
  })
  .strict();

export function attributionCookie(attribution: Attribution, secure: boolean): string {
  const value = Buffer.from(
    JSON.stringify({
      s: attribution.source,
      us: attribution.utmSource,
      um: attribution.utmMedium,
      uc: attribution.utmCampaign,
    }),
  ).toString('base64url');
  return `${secure ? cookieNames[0] : cookieNames[1]}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The attribution a request's cookie holds; null when it has none or a forged one. */
export function attributionFromCookie(cookieHeader: string | null | undefined): Attribution | null {
  const pairs = (cookieHeader ?? '').split(';').map((part) => part.trim().split('='));
  for (const name of cookieNames) {
    const value = pairs.find(([key]) => key === name)?.[1];
    if (!value) continue;
    try {
      const parsed = stored.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      if (parsed.success) {
        const { s, us, um, uc } = parsed.data;
        return { source: s, utmSource: us, utmMedium: um, utmCampaign: uc };
      }
    } catch {
      // Not ours: treated as absent.
    }
  }
  return null;
}
