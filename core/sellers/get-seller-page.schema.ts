import { z } from 'zod';
import { maxPage } from '../shared/page-number.ts';

/** The seller page's query string: which page of the seller's products. Unknown keys are ignored. */
export const sellerPageQuery = z.object({ page: z.coerce.number().int().min(1).max(maxPage).default(1) });
