import { z } from 'zod';
import { AppError } from '../../../core/shared/app-error.ts';

/** The `?order=` of the providers' return URLs; anything else is a 404 (nothing to show). */
export function orderParam(url: URL): string {
  const parsed = z.uuid().safeParse(url.searchParams.get('order'));
  if (!parsed.success) throw new AppError('order_not_found', 404, 'Commande introuvable');
  return parsed.data;
}
