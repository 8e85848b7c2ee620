import { z } from 'zod';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { addFavoriteBody, listFavoritesQuery } from '../../../core/lists/favorites.schema.ts';
import { suggestQuery } from '../../../core/search/suggest.schema.ts';
import { adminAuditOpenApiPaths } from './admin-audit.ts';
import { adminDashboardOpenApiPaths } from './admin-dashboard.ts';
import { adminModerationOpenApiPaths } from './admin-moderation.ts';
import { adminNotificationsOpenApiPaths } from './admin-notifications.ts';
import { adminOrdersOpenApiPaths } from './admin-orders.ts';
import { adminPaymentsOpenApiPaths } from './admin-payments.ts';
import { adminSellerApplicationsOpenApiPaths } from './admin-seller-applications.ts';
import { adminUsersOpenApiPaths } from './admin-users.ts';
import { cartOpenApiPaths, cartOpenApiSchemas } from './cart.ts';
import { checkoutOpenApiPaths } from './checkout.ts';
import { collectionsOpenApiPaths, collectionsOpenApiSchemas } from './collections.ts';
import { conversationsOpenApiPaths, conversationsOpenApiSchemas } from './conversations.ts';
import { invoicesOpenApiPaths, invoicesOpenApiSchemas } from './invoices.ts';
import { notificationsOpenApiPaths, notificationsOpenApiSchemas } from './notifications.ts';
import { errorResponse, queryParameters, schemaRef as ref } from './openapi-helpers.ts';
import { ordersOpenApiPaths, ordersOpenApiSchemas } from './orders.ts';
import { partnerOpenApiPaths, partnerOpenApiSchemas } from './partner.ts';
import { productViewsOpenApiPaths } from './product-views.ts';
import { productReportsOpenApiPaths } from './products.ts';
import { refundsOpenApiPaths } from './refunds.ts';
import { reviewsOpenApiPaths, reviewsOpenApiSchemas } from './reviews.ts';
import { sellerApplicationOpenApiPaths, sellerApplicationOpenApiSchemas } from './seller-application.ts';
import { sellerAssetsOpenApiPaths, sellerAssetsOpenApiSchemas } from './seller-assets.ts';
import { sellerProductsOpenApiPaths } from './seller-products.ts';
import { sellerProfileOpenApiPaths, sellerProfileOpenApiSchemas } from './seller-profile.ts';
import { sellerSalesOpenApiPaths, sellerSalesOpenApiSchemas } from './seller-sales.ts';

/** The OpenAPI 3.1 document of /api/v1, built from the same zod schemas the handlers use. */
const facetList = (properties: Record<string, unknown>) => ({
  type: 'array',
  items: { type: 'object', properties: { ...properties, count: { type: 'integer' } } },
});

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Déploia API',
      version: '1.0.0',
      description:
        'Public REST API of the Déploia marketplace of ready-to-deploy AI products. Prices are in euro cents, VAT included.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths: {
      '/me': {
        get: {
          operationId: 'getMe',
          summary: 'The signed-in user: profile, roles and is_admin',
          security: [{ sessionCookie: [] }, { bearer: [] }],
          responses: {
            200: {
              description: 'The signed-in user',
              content: { 'application/json': { schema: { type: 'object', properties: { data: ref('Me') } } } },
            },
            401: errorResponse('No valid session'),
          },
        },
      },
      '/me/favorites': {
        get: {
          operationId: 'listFavorites',
          summary: "The signed-in user's favourite products, newest first",
          description:
            'Without `expand`: every favourite product id. With `expand=cards`: one page of product cards and the total. Only published products are listed.',
          security: [{ sessionCookie: [] }, { bearer: [] }],
          parameters: queryParameters(listFavoritesQuery),
          responses: {
            200: {
              description: 'The ids, or with expand=cards a page of cards',
              content: {
                'application/json': { schema: { oneOf: [ref('FavoriteIds'), ref('FavoriteCards')] } },
              },
            },
            400: errorResponse('Malformed parameter (e.g. page or per_page)'),
            401: errorResponse('No valid session'),
          },
        },
        post: {
          operationId: 'addFavorite',
          summary: 'Add a published product to the favourites (idempotent)',
          security: [{ sessionCookie: [] }, { bearer: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.toJSONSchema(addFavoriteBody, { io: 'input' }) },
            },
          },
          responses: {
            201: { description: 'Added', content: { 'application/json': { schema: ref('FavoriteAdded') } } },
            200: {
              description: 'Already a favourite: nothing changed',
              content: { 'application/json': { schema: ref('FavoriteAdded') } },
            },
            400: errorResponse('The body is not { productId: uuid }'),
            401: errorResponse('No valid session'),
            403: errorResponse('Sent by a browser from another site'),
            404: errorResponse('No published product has this id (code product_not_found)'),
          },
        },
      },
      '/me/favorites/{productId}': {
        delete: {
          operationId: 'removeFavorite',
          summary: 'Remove a product from the favourites (idempotent)',
          security: [{ sessionCookie: [] }, { bearer: [] }],
          parameters: [{ name: 'productId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: {
            204: { description: 'Not a favourite (any more)' },
            400: errorResponse('The id is not a uuid'),
            401: errorResponse('No valid session'),
            403: errorResponse('Sent by a browser from another site'),
          },
        },
      },
      ...collectionsOpenApiPaths,
      ...conversationsOpenApiPaths,
      ...ordersOpenApiPaths,
      ...invoicesOpenApiPaths,
      ...partnerOpenApiPaths,
      ...notificationsOpenApiPaths,
      ...cartOpenApiPaths,
      ...checkoutOpenApiPaths,
      ...refundsOpenApiPaths,
      ...reviewsOpenApiPaths,
      ...sellerAssetsOpenApiPaths,
      ...sellerApplicationOpenApiPaths,
      ...adminSellerApplicationsOpenApiPaths,
      ...adminDashboardOpenApiPaths,
      ...adminUsersOpenApiPaths,
      ...adminOrdersOpenApiPaths,
      ...adminPaymentsOpenApiPaths,
      ...adminNotificationsOpenApiPaths,
      ...adminModerationOpenApiPaths,
      ...adminAuditOpenApiPaths,
      ...sellerProfileOpenApiPaths,
      ...productViewsOpenApiPaths,
      ...productReportsOpenApiPaths,
      ...sellerSalesOpenApiPaths,
      ...sellerProductsOpenApiPaths,
      '/products': {
        get: {
          operationId: 'listProducts',
          summary: 'Search and list published products',
          parameters: queryParameters(listProductsQuery),
          responses: {
            200: {
              description: 'A page of products',
              content: { 'application/json': { schema: ref('ProductListing') } },
            },
            400: errorResponse('Malformed parameter (e.g. page or per_page)'),
          },
        },
      },
      '/search/suggest': {
        get: {
          operationId: 'suggestProducts',
          summary: 'Product titles starting with the typed words (search-as-you-type)',
          parameters: queryParameters(suggestQuery),
          responses: {
            200: {
              description: 'Up to 8 suggestions, in the "top" order',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      data: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            slug: { type: 'string' },
                            title: { type: 'string' },
                            category: { type: 'string' },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      '/products/{slug}': {
        get: {
          operationId: 'getProduct',
          summary: 'A published product',
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: {
              description: 'The product',
              content: {
                'application/json': { schema: { type: 'object', properties: { data: ref('ProductDetail') } } },
              },
            },
            404: errorResponse('No published product has this slug'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'deploia.session_token' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A session token: the set-auth-token header of POST /api/auth/sign-in/email, sent by a client that is not a browser (no Origin or Sec-Fetch-* header)',
        },
      },
      schemas: {
        Me: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            email: { type: 'string', format: 'email' },
            email_verified: { type: 'boolean' },
            display_name: { type: ['string', 'null'] },
            avatar_url: { type: ['string', 'null'] },
            locale: { enum: ['fr', 'en', 'es', 'de'] },
            roles: { type: 'array', items: { enum: ['expert', 'partner', 'certified_expert', 'admin'] } },
            is_admin: { type: 'boolean' },
            two_factor_enabled: { type: 'boolean' },
            aal: { enum: ['aal1', 'aal2'] },
          },
        },
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
            },
          },
        },
        MediaVariant: {
          type: 'object',
          properties: {
            width: { type: 'integer' },
            height: { type: 'integer' },
            format: { enum: ['webp', 'avif'] },
            path: { type: 'string' },
          },
        },
        ProductCard: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            slug: { type: 'string' },
            title: { type: 'string' },
            summary: { type: 'string' },
            priceCents: { type: 'integer' },
            compareAtPriceCents: { type: ['integer', 'null'] },
            priceReduction: {
              description:
                'A genuine reduction (EU Omnibus): the lowest price of the 30 days before it, the percent off it, and since when',
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  required: ['referencePriceCents', 'percent', 'since'],
                  properties: {
                    referencePriceCents: { type: 'integer' },
                    percent: { type: 'integer' },
                    since: { type: 'string', format: 'date-time' },
                  },
                },
              ],
            },
            billing: { enum: ['one_time', 'monthly', 'yearly'] },
            ratingAvg: { type: 'number' },
            ratingCount: { type: 'integer' },
            salesCount: { type: 'integer' },
            deploymentHours: { type: 'integer' },
            publishedAt: { type: ['string', 'null'], format: 'date-time' },
            category: { type: 'object', properties: { slug: { type: 'string' }, labels: { type: 'object' } } },
            seller: {
              type: 'object',
              properties: { id: { type: 'string' }, name: { type: 'string' }, certified: { type: 'boolean' } },
            },
            cover: { type: 'array', items: ref('MediaVariant') },
          },
        },
        ProductDetail: {
          allOf: [
            ref('ProductCard'),
            {
              type: 'object',
              properties: {
                descriptionHtml: { type: 'string' },
                language: { type: 'string' },
                tags: { type: 'array', items: { type: 'string' } },
                demoUrl: { type: ['string', 'null'] },
                demo: {
                  type: ['object', 'null'],
                  description: "frame: the demo's site allows framing (checked by the server), else a new-tab link",
                  properties: {
                    url: { type: 'string' },
                    frame: { type: 'boolean' },
                    origin: { type: ['string', 'null'] },
                  },
                },
                manifest: { type: ['object', 'null'] },
                gallery: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      alt: { type: 'string' },
                      width: { type: 'integer' },
                      height: { type: 'integer' },
                      variants: { type: 'array', items: ref('MediaVariant') },
                    },
                  },
                },
                lastChance: {
                  type: ['object', 'null'],
                  description: 'A promotion applying to the product that ends within 48 hours, else null',
                  properties: {
                    endsAt: { type: 'string', format: 'date-time' },
                    percentOff: { type: ['integer', 'null'] },
                    amountOffCents: { type: ['integer', 'null'] },
                    code: { type: ['string', 'null'] },
                  },
                },
                translation: {
                  type: ['object', 'null'],
                  description: "The seller's translation into the reader's language (product pages only; null here)",
                },
                reviews: { type: 'array', items: { type: 'object' } },
                moreFromSeller: { type: 'array', items: ref('ProductCard') },
              },
            },
          ],
        },
        FavoriteIds: {
          type: 'object',
          properties: { data: { type: 'array', items: { type: 'string', format: 'uuid' } } },
        },
        FavoriteCards: {
          type: 'object',
          properties: {
            data: { type: 'array', items: ref('ProductCard') },
            meta: {
              type: 'object',
              properties: { total: { type: 'integer' }, page: { type: 'integer' }, per_page: { type: 'integer' } },
            },
          },
        },
        ...collectionsOpenApiSchemas,
        ...conversationsOpenApiSchemas,
        ...ordersOpenApiSchemas,
        ...invoicesOpenApiSchemas,
        ...partnerOpenApiSchemas,
        ...notificationsOpenApiSchemas,
        ...cartOpenApiSchemas,
        ...reviewsOpenApiSchemas,
        ...sellerAssetsOpenApiSchemas,
        ...sellerApplicationOpenApiSchemas,
        ...sellerProfileOpenApiSchemas,
        ...sellerSalesOpenApiSchemas,
        FavoriteAdded: {
          type: 'object',
          properties: { data: { type: 'object', properties: { productId: { type: 'string', format: 'uuid' } } } },
        },
        ProductListing: {
          type: 'object',
          properties: {
            data: { type: 'array', items: ref('ProductCard') },
            meta: {
              type: 'object',
              properties: {
                total: {
                  type: 'integer',
                  description: 'Products passing every filter; a lower bound when total_approximate is true.',
                },
                total_approximate: {
                  type: 'boolean',
                  description:
                    'The search matches more products than it reads: total is how many can be paged through, facets count those read.',
                },
                estimated_total: {
                  type: 'integer',
                  description: 'With total_approximate: the matches estimated from the statistics, rounded down.',
                },
                page: { type: 'integer' },
                per_page: { type: 'integer' },
                sort: { type: 'string' },
                unknown_category: { type: 'string' },
                suggestion: { type: 'string', description: 'The query with its misspelt words corrected.' },
                partial_match: {
                  type: 'boolean',
                  description: 'No product holds every word of q: the results hold some of them.',
                },
                dropped_words: {
                  type: 'array',
                  items: { type: 'string' },
                  description:
                    'Too few products hold every word of q: the words left out, least informative first, to find more. Products holding more of the words come first.',
                },
                complete_total: {
                  type: 'integer',
                  description: 'With dropped_words: how many products hold every word of q (listed first).',
                },
                ignored_words: {
                  type: 'array',
                  items: { type: 'string' },
                  description:
                    'Words of q read as an order or a filter (« pas cher »: sort=price_asc unless sort is given; « en français »: language=fr unless language is given) or as filler, and not searched.',
                },
                understood: {
                  type: 'object',
                  description:
                    'What the words of q asked for and the listing applied; the sort and language parameters win over them.',
                  properties: {
                    sort: { type: 'string', enum: ['price_asc'], description: '« pas cher », « gratuit », cheap …' },
                    free: {
                      type: 'boolean',
                      description: '« gratuit », free …: nothing is free on Déploia, the cheapest come first.',
                    },
                    language: { type: 'string', enum: ['fr', 'en', 'es', 'de'], description: 'One language named.' },
                  },
                },
                facets: {
                  type: 'object',
                  description:
                    'Per filter value, the products the listing would hold with that value and the other filters.',
                  properties: {
                    category: facetList({ slug: { type: 'string' }, labels: { type: 'object' } }),
                    billing: facetList({ value: { type: 'string', enum: ['one_time', 'subscription'] } }),
                    language: facetList({ value: { type: 'string', enum: ['fr', 'en', 'es', 'de'] } }),
                    rating: facetList({ value: { type: 'number', description: 'Minimum average rating.' } }),
                    price: facetList({
                      min: { type: 'integer', description: 'Cents, included.' },
                      max: { type: 'integer', description: 'Cents, excluded; absent for the last range.' },
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}
