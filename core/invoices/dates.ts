/** Invoices are French documents: their dates and their series' year are those of Paris, not UTC. */
const parisDate = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** "31/12/2026". */
export const frenchDate = (date: Date): string => parisDate.format(date);

/** The calendar year in Paris: an invoice issued on 31 December at 23:30 UTC belongs to the next year's series. */
export const parisYear = (date: Date): number => Number(frenchDate(date).slice(-4));
