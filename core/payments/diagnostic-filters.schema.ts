import { z } from 'zod';
import { paymentProviderNames } from '../ports/payment-provider.ts';

/**
 * The /diagnostic filters read from the URL (`?provider=stripe&failures=1`). A value that does not fit is dropped
 * rather than refused: a stale or hand-edited link still shows the page, unfiltered on that point.
 */
export const diagnosticFilters = z.object({
  provider: z.enum(paymentProviderNames).optional().catch(undefined),
  failures: z
    .literal('1')
    .optional()
    .catch(undefined)
    .transform((value) => value === '1'),
});

export type DiagnosticFilters = z.output<typeof diagnosticFilters>;
