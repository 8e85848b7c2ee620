import { and, eq } from 'drizzle-orm';
import { categories, productTranslations } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { paidOptionBilling } from '../deployments/deployment-option.ts';
import { AppError } from '../shared/app-error.ts';
import type { Tx } from './product-access.ts';
import type { DeploymentService, ProductData } from './product-input.schema.ts';

type Billing = ProductData['billing'];

/** The category must exist: a field error otherwise. */
export async function requireCategory(db: Tx, categoryId: string) {
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw new AppError('category_not_found', 400, 'Choisissez une catégorie', { field: 'categoryId' });
}

/**
 * Sets the product's translations: those given replace all others (`undefined`: kept), and none is kept in the
 * product's own language, whose text is the product's.
 */
export async function writeTranslations(
  tx: Tx,
  productId: string,
  language: Locale,
  translations: ProductData['translations'] | undefined,
) {
  if (translations === undefined) {
    await tx
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, language)));
    return;
  }
  await tx.delete(productTranslations).where(eq(productTranslations.productId, productId));
  const kept = new Map(translations.filter((t) => t.locale !== language).map((t) => [t.locale, t]));
  if (kept.size === 0) return;
  await tx.insert(productTranslations).values(
    [...kept.values()].map((t) => ({
      productId,
      locale: t.locale,
      title: t.title,
      summary: t.summary,
      description: t.description,
    })),
  );
}

/**
 * The guided deployment as stored (decisions 0046, 0048): a paid option keeps its price, the others none (the
 * `products_deployment_price` CHECK says the same), and is sold only with a product paid once (`paidOptionBilling`).
 * `current`: the stored values a patch changes.
 */
export function deploymentServiceColumns(
  wanted: { deploymentService?: DeploymentService; deploymentPrice?: number | null; billing?: Billing },
  current: { deploymentService: DeploymentService; deploymentPriceCents: number | null; billing: Billing } = {
    deploymentService: 'none',
    deploymentPriceCents: null,
    billing: 'one_time',
  },
): { deploymentService: DeploymentService; deploymentPriceCents: number | null } {
  const service = wanted.deploymentService ?? current.deploymentService;
  if (service !== 'paid_option') return { deploymentService: service, deploymentPriceCents: null };
  if ((wanted.billing ?? current.billing) !== paidOptionBilling) {
    throw new AppError(
      'deployment_option_one_time',
      400,
      'Le déploiement accompagné ne se vend en option qu’avec un produit payé une fois : incluez-le ou retirez-le',
      { field: 'deploymentService' },
    );
  }
  const price = wanted.deploymentPrice ?? current.deploymentPriceCents;
  if (price === null || price === undefined) {
    throw new AppError('deployment_price_required', 400, 'Indiquez le prix du déploiement accompagné', {
      field: 'deploymentPrice',
    });
  }
  return { deploymentService: service, deploymentPriceCents: price };
}
