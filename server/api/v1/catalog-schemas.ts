import { z } from '@hono/zod-openapi';
import { billingKinds, productSorts } from '../../../core/catalog/listing-options.ts';
import { locales } from '../../../i18n/config.ts';
import { date, dateTime, int, pageMeta, traderDetailFields, uuid } from './api-fields.ts';

/* The catalogue's answers (products, cards, reviews), shared by the routers that return them. */

const billing = z.enum(['one_time', 'monthly', 'yearly']);
const labels = z.record(z.string(), z.string()).openapi({ description: 'The label in each language' });

export const MediaVariant = z
  .object({ width: int, height: int, format: z.enum(['webp', 'avif']), path: z.string() })
  .openapi('MediaVariant');

/** The deployment facts a product page shows (spec: model, keys, monthly cost, hosting, data location). */
export const Manifest = z.object({
  model: z.string(),
  requiredKeys: z.array(z.string()),
  estimatedMonthlyCostEur: z.number(),
  hosting: z.string().openapi({ description: 'Where it runs, in one line' }),
  hostingOptions: z
    .array(z.string())
    .optional()
    .openapi({ description: 'The hosting options the buyer chooses from; absent: `[hosting]`' }),
  dataLocation: z.string(),
  aiDisclosure: z.boolean(),
});

/** Guided deployment by the creator (decision 0046). */
export const DeploymentServiceOffer = z
  .object({
    kind: z.enum(['none', 'included', 'paid_option']),
    priceCents: int.nullable().openapi({ description: 'The option’s price, VAT included (paid_option only)' }),
  })
  .openapi('DeploymentServiceOffer');

/** A gallery image with its encoded widths. */
export const GalleryImage = z.object({ alt: z.string(), width: int, height: int, variants: z.array(MediaVariant) });

export const PriceReduction = z
  .object({ referencePriceCents: int, percent: int, since: dateTime })
  .openapi('PriceReduction', {
    description:
      'A genuine reduction (EU Omnibus): the lowest price of the 30 days before it, the percent off it, and since when',
  });

const cardFields = {
  id: uuid,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  priceCents: int,
  compareAtPriceCents: int.nullable(),
  priceReduction: PriceReduction.nullable(),
  billing,
  ratingAvg: z.number(),
  ratingCount: int,
  salesCount: int,
  deploymentHours: int,
  publishedAt: dateTime.nullable(),
  category: z.object({ slug: z.string(), labels }),
  seller: z.object({ id: uuid, name: z.string(), certified: z.boolean() }),
  cover: z.array(MediaVariant),
};

export const ProductCard = z.object(cardFields).openapi('ProductCard');

export const Review = z
  .object({
    id: uuid,
    rating: int.min(1).max(5),
    title: z.string(),
    body: z.string(),
    authorName: z.string(),
    experiencedAt: date.openapi({ description: 'Date of the experience (French rule L111-7-2)' }),
    createdAt: dateTime,
    sellerReply: z.string().nullable(),
  })
  .openapi('Review');

/** A seller's trader details as buyers see them (EU DSA art. 30(7), Code de la consommation L111-7). */
export const Trader = z
  .union([
    z.object({ status: z.literal('professional'), ...traderDetailFields }),
    z.object({ status: z.literal('individual') }),
  ])
  .nullable()
  .openapi('Trader', {
    description: 'A professional’s details, or only the status for a private individual; null when never declared',
  });

/** How a creator keeps the announced deployment time (decision 0046; explained at /transparency#deploiement). */
export const DeploymentStats = z
  .object({
    decided: int.openapi({
      description: 'Accepted requests whose deadline has come (delivered, past due or refunded)',
    }),
    enough: z.boolean().openapi({ description: 'At least 5 such requests: only then are the figures given' }),
    onTimeRate: z.number().nullable().openapi({ description: 'The share (0–1) delivered by the deadline' }),
    medianHours: z.number().nullable().openapi({ description: 'The median hours from acceptance to delivery' }),
  })
  .openapi('DeploymentStats');

export const ProductDetail = z
  .object({
    ...cardFields,
    seller: z.object({
      id: uuid,
      name: z.string(),
      certified: z.boolean(),
      bio: z.string(),
      avatarUrl: z.string().nullable(),
      memberSince: z.string(),
      trader: Trader,
      deployment: DeploymentStats,
    }),
    descriptionHtml: z.string(),
    language: z.string(),
    tags: z.array(z.string()),
    demoUrl: z.string().nullable(),
    demo: z
      .object({ url: z.string(), frame: z.boolean(), origin: z.string().nullable(), internal: z.boolean() })
      .nullable()
      .openapi({
        description:
          "frame: its seller allows it and the demo's site allows framing (checked by the server), else a new-tab " +
          "link; internal: a demo Déploia serves itself, url is then a path on this site and origin 'self'",
      }),
    manifest: Manifest.nullable(),
    deploymentService: DeploymentServiceOffer,
    gallery: z.array(GalleryImage),
    lastChance: z
      .object({
        endsAt: dateTime,
        percentOff: int.nullable(),
        amountOffCents: int.nullable(),
        code: z.string().nullable(),
      })
      .nullable()
      .openapi({ description: 'A promotion applying to the product that ends within 48 hours, else null' }),
    translation: z
      .object({ locale: z.string(), title: z.string(), summary: z.string(), descriptionHtml: z.string() })
      .nullable()
      .openapi({ description: "The seller's translation into the reader's language (product pages only; null here)" }),
    reviews: z.array(Review),
    moreFromSeller: z.array(ProductCard),
  })
  .openapi('ProductDetail');

/** A page of cards (favourites, a collection's products). */
export const CardPage = z.object({ data: z.array(ProductCard), meta: pageMeta }).openapi('CardPage');

const facets = <S extends z.ZodRawShape>(shape: S) => z.array(z.object({ ...shape, count: int }));

export const ProductListing = z
  .object({
    data: z.array(ProductCard),
    meta: z.object({
      total: int.openapi({
        description: 'Products passing every filter; a lower bound when total_approximate is true.',
      }),
      total_approximate: z.literal(true).optional().openapi({
        description:
          'The search matches more products than it reads: total is how many can be paged through, facets count those read.',
      }),
      estimated_total: int
        .optional()
        .openapi({ description: 'With total_approximate: the matches estimated from the statistics, rounded down.' }),
      page: int,
      per_page: int,
      sort: z.enum(productSorts),
      unknown_category: z.string().optional().openapi({
        description:
          'The category parameter named no known category: it was ignored (the answer is still 200) and every category is listed. Its value, as sent.',
      }),
      selected_categories: z
        .array(z.object({ slug: z.string(), labels }))
        .optional()
        .openapi({ description: 'The categories the category parameter named (a shortcut may name several).' }),
      didYouMean: z.string().optional().openapi({
        description:
          'The query with its misspelt words replaced by the closest words of the catalogue, to offer as « did you mean …? »: set when the search corrected a typo, or when at most 2 products hold every word of q. Never for a word under 5 letters, nor for another form of a catalogue word (plural …).',
      }),
      partial_match: z
        .literal(true)
        .optional()
        .openapi({ description: 'No product holds every word of q: the results hold some of them.' }),
      dropped_words: z.array(z.string()).optional().openapi({
        description:
          'Too few products hold every word of q: the words left out, least informative first, to find more. Products holding more of the words come first.',
      }),
      complete_total: int
        .optional()
        .openapi({ description: 'With dropped_words: how many products hold every word of q (listed first).' }),
      ignored_words: z.array(z.string()).optional().openapi({
        description:
          'Words of q read as an order or a filter (« pas cher »: sort=price_asc unless sort is given; « en français »: language=fr unless language is given) or as filler, and not searched.',
      }),
      understood: z
        .object({
          sort: z.literal('price_asc').optional(),
          free: z.literal(true).optional(),
          language: z.enum(locales).optional(),
        })
        .optional()
        .openapi({
          description:
            'What the words of q asked for and the listing applied; the sort and language parameters win over them.',
        }),
      facets: z
        .object({
          category: facets({ slug: z.string(), labels }),
          billing: facets({ value: z.enum(billingKinds) }),
          language: facets({ value: z.enum(locales) }),
          rating: facets({ value: z.number().openapi({ description: 'Minimum average rating.' }) }),
          price: facets({
            min: int.openapi({ description: 'Cents, included.' }),
            max: int.optional().openapi({ description: 'Cents, excluded; absent for the last range.' }),
          }),
        })
        .openapi({
          description: 'Per filter value, the products the listing would hold with that value and the other filters.',
        }),
    }),
  })
  .openapi('ProductListing');
