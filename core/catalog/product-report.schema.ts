import type { z } from 'zod';
import { reportInputOf } from '../shared/report-input.ts';

/**
 * Why a product is reported to the moderators (the moderation queue translates the same codes): illegal content,
 * a scam, a misleading description, a counterfeit (someone else's work), spam, something else.
 */
export const productReportReasons = ['illegal', 'scam', 'misleading', 'counterfeit', 'spam', 'other'] as const;
export type ProductReportReason = (typeof productReportReasons)[number];

/** A report of a product: one of the reasons, and optionally more words — the page's form and the API alike. */
export const reportProductInput = reportInputOf(productReportReasons);
export type ReportProductInput = z.output<typeof reportProductInput>;

/** The API's JSON body: the same schema, refusing unknown keys. */
export const reportProductBody = reportProductInput.strict();
