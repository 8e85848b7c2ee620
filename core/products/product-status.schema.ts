import { z } from 'zod';
import { productStatus } from '../../db/schema/index.ts';

export const productStatuses = productStatus.enumValues;
export type ProductStatus = (typeof productStatuses)[number];

/** What a seller moves their own product to; `suspended` is an administrator's decision (core/admin/moderation). */
export const sellerProductStatuses = ['draft', 'published', 'archived'] as const satisfies readonly ProductStatus[];
export type SellerProductStatus = (typeof sellerProductStatuses)[number];

/** Body of POST /api/v1/seller/products/:id/status and of the editor's and dashboard's status buttons. */
export const productStatusBody = z.object({ status: z.enum(sellerProductStatuses) }).strict();
