const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * "1 234,56 €", "-49,00 €". Intl separates thousands with a narrow no-break space, which the PDF's standard font
 * cannot draw: it becomes the ordinary no-break space.
 */
export const formatCents = (cents: number): string => euros.format(cents / 100).replaceAll('\u202f', '\u00a0');

/** A rate in basis points as French text: 2000 → "20 %", 2550 → "25,5 %". */
export const formatRate = (basisPoints: number): string => `${percent.format(basisPoints / 100)}\u00a0%`;
