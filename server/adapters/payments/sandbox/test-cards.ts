/** The sandbox's test cards (Stripe's numbers, so the habit carries over). */
export const testCards = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000077': 'delayed',
} as const;

export type CardOutcome = (typeof testCards)[keyof typeof testCards];

/** The outcome of a card number as typed (spaces allowed); an unknown number is declined like a real one. */
export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  return testCards[digits as keyof typeof testCards] ?? 'declined';
}
