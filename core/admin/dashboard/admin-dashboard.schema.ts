import { z } from 'zod';

export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardDays = (typeof dashboardPeriods)[number];

/**
 * One schema for /admin/dashboard, GET /api/v1/admin/dashboard and the OpenAPI document: the period in days (the
 * rolling window that ends now, as the sellers' /dashboard/sales?period=7d|30d|90d).
 */
export const adminDashboardQuery = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'invalid_days' })
    .default('30')
    .transform((days) => Number(days) as DashboardDays)
    .describe('The period: the last 7, 30 or 90 days, compared with the 7, 30 or 90 days before.'),
});
export type AdminDashboardQuery = z.output<typeof adminDashboardQuery>;
