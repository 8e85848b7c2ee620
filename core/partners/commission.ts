import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/** The partner's share of a sale's amount excluding VAT when neither the partner nor the site says otherwise. */
export const defaultCommissionPercent = 10;
/** The platform keeps 30 % of the amount excluding VAT: a commission above that would eat into the seller's 70 %. */
export const maxCommissionPercent = 30;
export const commissionSettingKey = 'partner_commission_percent';

/** The site-wide rate (site setting `partner_commission_percent`, an integer 0–30), else 10 %. */
export async function defaultPartnerRate(db: Db): Promise<number> {
  const [setting] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, commissionSettingKey))
    .limit(1);
  const value = Number(setting?.value);
  return Number.isInteger(value) && value >= 0 && value <= maxCommissionPercent ? value : defaultCommissionPercent;
}

/**
 * The partner's commission on a line: `percent` of its amount excluding VAT, rounded down, and never more than the
 * platform's fee on that line (it is taken from the platform's share only, never from the seller's).
 */
export function commissionCents(netCents: number, platformFeeCents: number, percent: number): number {
  return Math.max(0, Math.min(platformFeeCents, Math.floor((netCents * percent) / 100)));
}
