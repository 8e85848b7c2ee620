import { parisYear } from '../../i18n/format.ts';

export type InvoiceKind = 'invoice' | 'credit_note';

const prefixes: Record<InvoiceKind, string> = { invoice: 'FAC', credit_note: 'AVO' };

/** One continuous series per kind and year: 'FAC-2026', 'AVO-2026'. */
export const seriesOf = (kind: InvoiceKind, issuedAt: Date): string => `${prefixes[kind]}-${parisYear(issuedAt)}`;

/** 'FAC-2026-000001'. */
export const referenceOf = (series: string, number: number): string => `${series}-${String(number).padStart(6, '0')}`;

/** What a well-formed reference looks like (anything else is not looked up). */
export const referencePattern = /^(FAC|AVO)-\d{4}-\d{6,}$/;
