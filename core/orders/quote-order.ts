import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { MediaVariant, products } from '../../db/schema/index.ts';
import { deploymentOptionCents, deploymentOptionUnavailable } from '../deployments/deployment-option.ts';
import type { Clock } from '../ports/clock.ts';
import { AppError } from '../shared/app-error.ts';
import type { CountryCode } from './countries.ts';
import { type LineAmounts, splitLine } from './pricing.ts';
import { findUsablePromotion, type Promotion } from './promotion-code.ts';
import { discountLines } from './promotion-discount.ts';
import { type ParsedQuoteInput, type QuoteInput, quoteInput } from './quote.schema.ts';
import { taxTreatment, vatMention } from './tax-treatment.ts';

type Product = typeof products.$inferSelect;

export interface QuoteLine extends LineAmounts {
  productId: string;
  slug: string;
  title: string;
  /** The cover's renditions, for ResponsiveImage; empty when the product has none. */
  cover: MediaVariant[];
  sellerId: string;
  sellerName: string;
  billing: Product['billing'];
  /** The catalogue price, French VAT included, as displayed. */
  unitPriceCents: number;
  quantity: number;
  /** Taken off unit price × quantity (VAT included) by the promotion; never off the deployment. */
  discountCents: number;
  /** The guided deployment bought with the line (VAT included, once whatever the quantity), 0 without it. */
  deploymentCents: number;
  /** What the deployment option would cost on this line, null when the product does not sell it. */
  deploymentOptionCents: number | null;
  vatRatePercent: number;
}

/** One seller's lines, for the checkout's per-seller recap. */
export interface QuoteSeller {
  sellerId: string;
  sellerName: string;
  lines: QuoteLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export interface OrderQuote {
  lines: QuoteLine[];
  sellers: QuoteSeller[];
  /** Σ unit price × quantity + deployments, as displayed (VAT included), before the discount. */
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** What the buyer pays. */
  totalCents: number;
  netCents: number;
  vatRatePercent: number;
  reverseCharge: boolean;
  outsideEu: boolean;
  country: CountryCode;
  /** The buyer's VAT number, normalised (`DE123456789`), or null. */
  vatId: string | null;
  /** The invoice's legal mention when no VAT is charged. */
  vatMention: string | null;
  promotion: { id: string; code: string; percentOff: number | null; amountOffCents: number | null } | null;
}

interface ProductRow {
  id: string;
  slug: string;
  title: string;
  price_cents: number;
  billing: Product['billing'];
  status: Product['status'];
  deployment_price_cents: number | null;
  seller_id: string;
  seller_name: string;
  cover: MediaVariant[];
}

/** The products asked for, with their seller's public name and cover, in one query. */
function loadProducts(db: Db, productIds: string[]) {
  return rows<ProductRow>(
    db,
    sql`select p.id, p.slug, p.title, p.price_cents, p.billing, p.status, p.deployment_price_cents,
          s.id as seller_id, s.public_name as seller_name,
          coalesce((select m.variants from product_media m where m.product_id = p.id and m.kind = 'cover'
                    order by m.sort limit 1), '[]'::jsonb) as cover
        from products p
        join seller_profiles s on s.id = p.seller_id
        where p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

function productUnavailable(productIds: string[], found: readonly ProductRow[]) {
  const titles = productIds.flatMap((id) => {
    const row = found.find((product) => product.id === id);
    return row ? [`« ${row.title} »`] : [];
  });
  const message =
    titles.length === 0
      ? 'Un produit de votre commande n’est plus disponible : retirez-le pour continuer'
      : `Ces produits ne sont plus disponibles : ${titles.join(', ')}. Retirez-les pour continuer`;
  return new AppError('product_unavailable', 409, message, { productIds });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** A line's amount as displayed, before the discount. */
const grossOf = (line: QuoteLine) => line.unitPriceCents * line.quantity + line.deploymentCents;

function groupBySeller(lines: QuoteLine[]): QuoteSeller[] {
  const bySeller = new Map<string, QuoteLine[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  return [...bySeller.values()].map((own) => ({
    sellerId: own[0]!.sellerId,
    sellerName: own[0]!.sellerName,
    lines: own,
    subtotalCents: sum(own.map(grossOf)),
    discountCents: sum(own.map((l) => l.discountCents)),
    totalCents: sum(own.map((l) => l.totalCents)),
  }));
}

/** The discount of each line (all 0 without a promotion). */
function discountsOf(promotion: Promotion | null, lines: ParsedQuoteInput['lines'], products: Map<string, ProductRow>) {
  const discountable = lines.map(({ productId, quantity }) => {
    const product = products.get(productId)!;
    return { productId, sellerId: product.seller_id, amountCents: product.price_cents * quantity };
  });
  return promotion ? discountLines(promotion, discountable) : discountable.map(() => 0);
}

/**
 * What the buyer would pay for these lines, from the catalogue's current prices: VAT by the buyer's country and VAT
 * number, the promotion of the code applied (checked at `clock.now()`, not redeemed), each line split between the
 * seller (70 % of its amount excluding VAT) and the platform. The guided deployment asked for on a line is added to it
 * once; a product that does not sell it as an option is `deployment_option_unavailable` (400). The totals are the
 * sums of the lines. Published products only: any other is `product_unavailable` (409). `options.db` runs the reads in the caller's
 * transaction (placing the order).
 */
export async function quoteOrder(
  deps: { db: Db; clock: Clock },
  input: QuoteInput,
  options: { db?: Db; buyerId?: string } = {},
): Promise<OrderQuote> {
  const parsed = quoteInput.parse(input);
  const treatment = taxTreatment(parsed.country, parsed.vatId);
  const db = options.db ?? deps.db;
  const productIds = parsed.lines.map((line) => line.productId);
  const [found, promotion] = await Promise.all([
    loadProducts(db, productIds),
    parsed.promoCode ? findUsablePromotion(db, parsed.promoCode, deps.clock.now(), options.buyerId) : null,
  ]);
  const products = new Map(found.filter((row) => row.status === 'published').map((row) => [row.id, row]));
  const unavailable = productIds.filter((id) => !products.has(id));
  if (unavailable.length > 0) throw productUnavailable(unavailable, found);
  const optionOf = (productId: string) => {
    const product = products.get(productId)!;
    return deploymentOptionCents({ deploymentPriceCents: product.deployment_price_cents, billing: product.billing });
  };
  const refused = parsed.lines.filter((l) => l.deployment && optionOf(l.productId) === null).map((l) => l.productId);
  if (refused.length > 0) throw deploymentOptionUnavailable(refused);

  const discounts = discountsOf(promotion, parsed.lines, products);
  const lines = parsed.lines.map(({ productId, quantity, deployment }, i): QuoteLine => {
    const product = products.get(productId)!;
    const discountCents = discounts[i]!;
    const option = optionOf(productId);
    const deploymentCents = deployment ? option! : 0;
    return {
      productId,
      slug: product.slug,
      title: product.title,
      cover: product.cover,
      sellerId: product.seller_id,
      sellerName: product.seller_name,
      billing: product.billing,
      unitPriceCents: product.price_cents,
      quantity,
      discountCents,
      deploymentCents,
      deploymentOptionCents: option,
      vatRatePercent: treatment.vatRatePercent,
      ...splitLine(product.price_cents, quantity, treatment, discountCents, deploymentCents),
    };
  });
  return {
    lines,
    sellers: groupBySeller(lines),
    subtotalCents: sum(lines.map(grossOf)),
    discountCents: sum(lines.map((l) => l.discountCents)),
    taxCents: sum(lines.map((l) => l.taxCents)),
    totalCents: sum(lines.map((l) => l.totalCents)),
    netCents: sum(lines.map((l) => l.netCents)),
    vatRatePercent: treatment.vatRatePercent,
    reverseCharge: treatment.kind === 'reverse_charge',
    outsideEu: treatment.kind === 'outside_eu',
    country: treatment.country,
    vatId: treatment.vatId,
    vatMention: vatMention(treatment),
    promotion: promotion && {
      id: promotion.id,
      code: promotion.code ?? parsed.promoCode!,
      percentOff: promotion.percentOff,
      amountOffCents: promotion.amountOffCents,
    },
  };
}
