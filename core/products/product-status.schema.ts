import { z } from 'zod';
import { productStatus } from '../../db/schema/index.ts';

export const productStatuses = productStatus.enumValues;
export type ProductStatus = (typeof productStatuses)[number];

/** Body of POST /api/v1/seller/products/:id/status and of the editor's and dashboard's status buttons. */
export const productStatusBody = z.object({ status: z.enum(productStatuses) }).strict();
