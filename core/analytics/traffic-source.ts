import { z } from 'zod';

/**
 * Where a visit came from (decision 0043), taken from its landing page by the browser and sent with the product view
 * beacon: the referrer (kept only as an external host) and the UTM fields of the landing URL. Nothing personal.
 */
const utm = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
  z
    .string()
    .max(100)
    .regex(/^[\p{L}\p{N} ._~+\-/:]+$/u)
    .optional(),
);
export const landingInput = z
  .object({
    referrer: z.string().max(2000).optional(),
    utm_source: utm,
    utm_medium: utm,
    utm_campaign: utm,
  })
  .strict();
export type LandingInput = z.output<typeof landingInput>;

export interface Attribution {
  /** `direct`, an external referrer's host (without `www.`), `ref:<partner code>` or `utm:<utm_source>`. */
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export const directVisit: Attribution = { source: 'direct', utmSource: null, utmMedium: null, utmCampaign: null };

/** The referrer's host when it is another site's, without `www.`; null for ours, a malformed one or none. */
export function externalHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const bare = (name: string) => name.replace(/^www\./, '');
  return bare(host) === bare(ownHost.toLowerCase()) ? null : bare(host);
}

/**
 * The visit's source, the most deliberate first: a partner's link (`ref:` code, from the referral cookie), a
 * campaign (`utm:` source), another site linking here (its host), else `direct`.
 */
export function attributionOf(
  landing: LandingInput,
  { ownHost, partnerCode }: { ownHost: string; partnerCode: string | null },
): Attribution {
  const utmFields = {
    utmSource: landing.utm_source ?? null,
    utmMedium: landing.utm_medium ?? null,
    utmCampaign: landing.utm_campaign ?? null,
  };
  const host = externalHost(landing.referrer, ownHost);
  const source = partnerCode
    ? `ref:${partnerCode}`
    : landing.utm_source
      ? `utm:${landing.utm_source}`
      : (host ?? 'direct');
  return { source, ...utmFields };
}
