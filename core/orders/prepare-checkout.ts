import { desc, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CartLinesInput } from '../cart/cart.schema.ts';
import type { CartLine } from '../cart/cart-view.ts';
import { getCart } from '../cart/get-cart.ts';
import { previewCart } from '../cart/preview-cart.ts';
import type { CoreDeps } from '../deps.ts';
import { findAttribution } from '../partners/find-referral.ts';
import type { PaymentProviderName } from '../ports/payment-provider.ts';
import { isAppError } from '../shared/app-error.ts';
import type { CountryCode } from './countries.ts';
import { type OrderQuote, quoteOrder } from './quote-order.ts';

export interface CheckoutPage {
  /** What is being bought: the cart, or the one product of "Buy now". */
  lines: CartLine[];
  /** How many cart products are no longer on sale and were left out. */
  unavailable: number;
  quote: OrderQuote | null;
  country: CountryCode;
  billingName: string;
  providers: PaymentProviderName[];
  /** The partner this order would be attributed to (told to the buyer: transparency), if any. */
  partnerName: string | null;
}

/**
 * What /checkout shows: the cart's lines (or `buy`, one product, with `deployment` if asked), priced for the buyer's country (the one of
 * their last order, else France), and the providers configured on this instance. A guest's cart lives in their
 * browser, which sends its `lines`.
 */
export async function prepareCheckout(
  deps: CoreDeps,
  viewer: Viewer | null,
  input: {
    buy?: string;
    /** "Buy now" with the guided deployment ticked on the product page. */
    deployment?: boolean;
    lines?: CartLinesInput['items'];
    referralToken?: string | null;
  },
): Promise<CheckoutPage> {
  const [last] = viewer
    ? await deps.db
        .select({ country: orders.buyerCountry, billingName: orders.billingName })
        .from(orders)
        .where(eq(orders.buyerId, viewer.userId))
        .orderBy(desc(orders.createdAt))
        .limit(1)
    : [];
  const country = (last?.country ?? 'FR') as CountryCode;
  const billingName = last?.billingName || viewer?.name || '';
  const providers = Object.keys(deps.payments) as PaymentProviderName[];

  // "Buy now" is a one-line cart read like a visitor's: an option the product no longer sells is dropped.
  const cart = input.buy
    ? await previewCart(deps, { items: [{ productId: input.buy, quantity: 1, deployment: input.deployment ?? false }] })
    : viewer
      ? await getCart(deps, viewer)
      : await previewCart(deps, { items: input.lines ?? [] });
  const lines = cart.items.map(({ productId, quantity, deployment }) => ({ productId, quantity, deployment }));
  const unavailable = cart.dropped.length;
  const empty = { quote: null, country, billingName, providers, partnerName: null };
  if (lines.length === 0) return { lines, unavailable, ...empty };
  try {
    const quote = await quoteOrder(deps, { lines, country });
    const referral = await findAttribution(
      deps.db,
      input.referralToken,
      { buyerId: viewer?.userId ?? '', sellerIds: quote.lines.map((line) => line.sellerId) },
      deps.clock.now(),
    );
    return { lines, unavailable, quote, country, billingName, providers, partnerName: referral?.partnerName ?? null };
  } catch (error) {
    if (isAppError(error) && error.code === 'product_unavailable') {
      return { lines: [], unavailable: unavailable + lines.length, ...empty };
    }
    throw error;
  }
}
