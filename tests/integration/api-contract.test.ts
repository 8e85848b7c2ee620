import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadAsset } from '../../core/assets/upload-asset.ts';
import { createCollection } from '../../core/lists/collections-manage.ts';
import { sendMessage } from '../../core/messaging/send-message.ts';
import { startConversation } from '../../core/messaging/start-conversation.ts';
import { createDeliverable, createLicences, zipArchive } from '../../db/factories/delivery.ts';
import {
  buildPayment,
  buildViewer,
  createCategory,
  createPaidOrder,
  createPartner,
  createProduct,
  createSeller,
  createSellerApplication,
  createUser,
  sellerApplicationForm,
} from '../../db/factories/index.ts';
import { testFrenchIban } from '../../db/factories/payouts.ts';
import { ledgerEntries, notifications, payments } from '../../db/schema/index.ts';
import { sessionCookie, setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { completeInput, createAsset, pngBytes } from './product-editor-fixtures.ts';

/*
 * The API's contract: every operation of the generated OpenAPI document is called on a real app, and each answer's
 * status must be one the document declares for it, its JSON body valid against the schema declared for that status.
 * An operation of the document that no case calls fails the last test.
 */

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Un-contrat-bien-tenu-1';

interface Operation {
  path: string;
  method: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Case {
  operationId: string;
  method: string;
  /** A function when the path holds an id an earlier case answered. */
  path: string | (() => string);
  as?: Session | 'visitor';
  /** A function when the body holds what an earlier case answered. */
  body?: unknown;
  /** A body sent as it is (bytes), with its media type. */
  raw?: { bytes: Uint8Array; type: string };
  headers?: Record<string, string>;
  status: number;
  /** Keeps what the answer says for later cases. */
  save?: (body: { data: { id: string } & Record<string, unknown> }) => void;
}
type Session = 'member' | 'partner' | 'admin' | 'seller';

let operations: Map<string, Operation>;
let validatorFor: (operationId: string, status: number) => ((body: unknown) => boolean) & { errors?: unknown };
const sessions: Record<Session, string> = { member: '', partner: '', admin: '', seller: '' };
const fixtures = {
  payable: { expectedTotalCents: 0, expectedCount: 0 },
  categorySlug: '',
  slug: '',
  productId: '',
  releaseId: '',
  sellerId: '',
  secondProductId: '',
  orderId: '',
  secondOrderId: '',
  fileId: '',
  notificationId: '',
  conversationId: '',
  messageId: '',
  categoryId: '',
  coverAssetId: '',
  fileAssetId: '',
  spareAssetId: '',
  buyerId: '',
  spareUserId: '',
  seededApplicationId: '',
  appliedId: '',
  batchId: '',
  promotionId: '',
  reviewId: '',
  collectionId: '',
  shareToken: '',
};
const signIn = async (email: string) =>
  sessionCookie(await ctx.postJson('/api/auth/sign-in/email', { email, password })) ?? '';

beforeAll(async () => {
  const document = await (await ctx.app.request('/api/v1/openapi.json')).json();
  operations = new Map();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, object>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const op = operation as Operation & { operationId: string };
      operations.set(op.operationId, { ...op, path, method });
    }
  }
  // Component references point into $defs, so each response schema compiles on its own.
  const schemas = JSON.parse(
    JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
  );
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  validatorFor = (operationId, status) => {
    const declared = operations.get(operationId)?.responses[String(status)];
    if (!declared) throw new Error(`${operationId} does not declare the status ${status}`);
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) return Object.assign(() => true, { errors: undefined });
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'));
    return ajv.compile({ ...rewritten, $defs: schemas });
  };

  const category = await createCategory(db());
  const sellerUser = await createUser(db(), { email: 'vendeur@example.com', password, roles: ['expert'] });
  const seller = await createSeller(db(), { userId: sellerUser.id });
  sessions.seller = await signIn('vendeur@example.com');
  const product = await createProduct(db(), {
    sellerId: seller.id,
    categoryId: category.id,
    title: 'Agent de contrat',
  });
  const second = await createProduct(db(), { sellerId: seller.id, categoryId: category.id });
  Object.assign(fixtures, {
    categorySlug: category.slug,
    slug: product.slug,
    productId: product.id,
    sellerId: seller.id,
    secondProductId: second.id,
  });
  const email = 'contrat@example.com';
  const buyer = await createUser(db(), { email, password });
  sessions.member = await signIn(email);
  await createPartner(db(), { email: 'partenaire@example.com', password });
  sessions.partner = await signIn('partenaire@example.com');
  await createUser(db(), { email: 'admin@example.com', password, roles: ['admin'] });
  sessions.admin = await signIn('admin@example.com');

  // Two paid orders of the member, the first with its licence and a release to download.
  const line = { productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 4900 };
  const paid = await Promise.all([0, 1].map(() => createPaidOrder(db(), { buyerId: buyer.id, lines: [line] })));
  for (const { order } of paid) await db().insert(payments).values(buildPayment(order));
  await createLicences(db(), paid[0]!.items[0]!, buyer.id);
  const deliverable = await createDeliverable(ctx.testApp.deps, product);
  Object.assign(fixtures, {
    orderId: paid[0]!.order.id,
    secondOrderId: paid[1]!.order.id,
    fileId: deliverable.file.id,
  });

  const [notice] = await db()
    .insert(notifications)
    .values({
      userId: buyer.id,
      title: 'Bienvenue',
      message: 'Votre compte est prêt.',
      metadata: { redirect_url: '/' },
    })
    .returning();
  const collection = await createCollection(ctx.testApp.deps, buildViewer({ userId: buyer.id, email }), {
    name: 'Ma sélection',
    isPublic: true,
    productId: product.id,
  });
  // A conversation about the product: the member's question, the seller's answer with a PDF attached.
  const buyerViewer = buildViewer({ userId: buyer.id, email });
  const sellerViewer = buildViewer({ userId: sellerUser.id, email: sellerUser.email, roles: ['expert'] });
  const conversation = await startConversation(ctx.testApp.deps, buyerViewer, { productId: product.id });
  await sendMessage(ctx.testApp.deps, buyerViewer, conversation.id, { body: 'Bonjour, est-ce compatible ?' }, null);
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const answer = await sendMessage(
    ctx.testApp.deps,
    sellerViewer,
    conversation.id,
    { body: 'Oui, voici le devis.' },
    { name: 'devis.pdf', bytes: pdf },
  );
  // The seller's library: a cover uploaded as the API does (with its preview), a file for a release, one unused.
  const png = await pngBytes();
  const cover = await uploadAsset(ctx.testApp.deps, sellerViewer, {
    fileName: 'couverture.png',
    body: (async function* () {
      yield png;
    })(),
    declaredBytes: png.byteLength,
    kind: 'image',
  });
  const library = await Promise.all(
    (['file', 'file'] as const).map((kind) => createAsset(ctx.testApp.deps, seller.id, { kind })),
  );
  // A sale paid 40 days ago to a seller with an IBAN (payable), another user's application, a user to act on.
  const payee = await createSeller(db(), { payoutName: 'Atelier Payé', payoutIban: testFrenchIban(7) });
  const old = new Date(Date.now() - 40 * 86_400_000);
  const sold = await createPaidOrder(db(), {
    buyerId: buyer.id,
    paidAt: old,
    lines: [{ productId: second.id, sellerId: payee.id, title: second.title, unitPriceCents: 9900 }],
  });
  const soldItem = sold.items[0]!;
  await db()
    .insert(ledgerEntries)
    .values([
      {
        account: `seller:${payee.id}`,
        amountCents: soldItem.sellerShareCents!,
        kind: 'sale',
        orderItemId: soldItem.id,
        createdAt: old,
      },
      {
        account: 'platform',
        amountCents: soldItem.platformFeeCents!,
        kind: 'fee',
        orderItemId: soldItem.id,
        createdAt: old,
      },
    ]);
  const spare = await createUser(db(), { email: 'quelquun@example.com' });
  const applicant = await createUser(db());
  const application = await createSellerApplication(db(), { userId: applicant.id });
  Object.assign(fixtures, {
    buyerId: buyer.id,
    spareUserId: spare.id,
    seededApplicationId: application.id,
    categoryId: category.id,
    coverAssetId: cover.id,
    fileAssetId: library[0]!.id,
    spareAssetId: library[1]!.id,
    conversationId: conversation.id,
    messageId: answer.id,
    notificationId: notice!.id,
    collectionId: collection.id,
    shareToken: collection.shareToken,
  });
});

const exercised = new Set<string>();

async function check({
  operationId,
  method,
  path: pathOf,
  as = 'member',
  body,
  raw,
  headers = {},
  status,
  save,
}: Case) {
  const path = typeof pathOf === 'function' ? pathOf() : pathOf;
  const payload = typeof body === 'function' ? (body as () => unknown)() : body;
  const res = await ctx.app.request(`/api/v1${path}`, {
    method,
    headers: {
      origin: testOrigin,
      ...(as === 'visitor' ? {} : { cookie: sessions[as] }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(raw ? { 'content-type': raw.type } : {}),
      ...headers,
    },
    body: raw ? (raw.bytes as Uint8Array<ArrayBuffer>) : payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBe(status);
  // A HEAD is answered by the GET's route.
  const declaredMethod = method === 'HEAD' ? 'get' : method.toLowerCase();
  expect(operations.get(operationId)?.method, `${operationId} is ${method}`).toBe(declaredMethod);
  const validate = validatorFor(operationId, res.status);
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) {
    const valid = validate(JSON.parse(text));
    expect(valid, `${operationId} ${res.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }
  save?.(JSON.parse(text));
  exercised.add(operationId);
}

const id = () => randomUUID();
let discountId = '';
const discountTerms = () => ({
  discount: 'percent',
  percentOff: 10,
  startsOn: today(),
  endsOn: today(),
  productIds: [],
});
/** Today in France, as the review rules date things. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** The operations whose answers are checked on their successful paths (and some refusals). */
const declaredCases = (): Case[] => [
  { operationId: 'listProducts', method: 'GET', path: '/products?q=agent&per_page=5', status: 200 },
  { operationId: 'listProducts', method: 'GET', path: '/products?page=0', status: 400 },
  { operationId: 'getProduct', method: 'GET', path: `/products/${fixtures.slug}`, status: 200 },
  { operationId: 'getProduct', method: 'GET', path: '/products/nothing-here', status: 404 },
  {
    operationId: 'getProductRecommendations',
    method: 'GET',
    path: `/products/${fixtures.slug}/recommendations`,
    status: 200,
  },
  {
    operationId: 'getProductRecommendations',
    method: 'GET',
    path: '/products/nothing-here/recommendations',
    status: 404,
  },
  { operationId: 'recordProductView', method: 'POST', path: `/products/${fixtures.slug}/views`, status: 204 },
  { operationId: 'suggestProducts', method: 'GET', path: '/search/suggest?q=agent', status: 200 },
  { operationId: 'listCategories', method: 'GET', path: '/categories', status: 200 },
  { operationId: 'getSeller', method: 'GET', path: `/sellers/${fixtures.sellerId}`, status: 200 },
  { operationId: 'getSeller', method: 'GET', path: `/sellers/${id()}`, status: 404 },
  { operationId: 'getMe', method: 'GET', path: '/me', status: 200 },
  { operationId: 'getMe', method: 'GET', path: '/me', as: 'visitor', status: 401 },
  { operationId: 'listFavorites', method: 'GET', path: '/me/favorites', status: 200 },
  { operationId: 'listFavorites', method: 'GET', path: '/me/favorites?expand=cards', status: 200 },
  {
    operationId: 'addFavorite',
    method: 'POST',
    path: '/me/favorites',
    body: { productId: fixtures.productId },
    status: 201,
  },
  {
    operationId: 'addFavorite',
    method: 'POST',
    path: '/me/favorites',
    body: { productId: fixtures.productId },
    status: 200,
  },
  { operationId: 'addFavorite', method: 'POST', path: '/me/favorites', body: { productId: 'x' }, status: 400 },
  { operationId: 'listFavorites', method: 'GET', path: '/me/favorites', status: 200 },
  { operationId: 'listFavorites', method: 'GET', path: '/me/favorites?expand=cards', status: 200 },
  { operationId: 'removeFavorite', method: 'DELETE', path: `/me/favorites/${fixtures.productId}`, status: 204 },
  {
    operationId: 'reportProduct',
    method: 'POST',
    path: `/products/${fixtures.productId}/reports`,
    body: { reason: 'spam' },
    status: 201,
  },
  {
    operationId: 'submitNotice',
    method: 'POST',
    path: '/notices',
    as: 'visitor',
    body: {
      targetType: 'product',
      targetId: fixtures.productId,
      reason: 'scam',
      explanation: 'Le produit promet des résultats qu’il ne peut pas tenir.',
      goodFaith: true,
      email: 'temoin@example.com',
    },
    status: 201,
  },
  {
    operationId: 'submitNotice',
    method: 'POST',
    path: '/notices',
    as: 'visitor',
    body: { targetType: 'product', targetId: fixtures.productId, reason: 'scam' },
    status: 400,
  },
  { operationId: 'listProductReviews', method: 'GET', path: `/products/${fixtures.slug}/reviews`, status: 200 },
  {
    operationId: 'createReview',
    method: 'POST',
    path: `/products/${fixtures.slug}/reviews`,
    body: { rating: 5, title: 'Très bien', body: 'Un produit qui fait ce qu’il dit.', experiencedAt: today() },
    status: 201,
    save: ({ data }) => {
      fixtures.reviewId = data.id;
    },
  },
  {
    operationId: 'updateReview',
    method: 'PATCH',
    path: () => `/reviews/${fixtures.reviewId}`,
    body: { rating: 4, title: 'Bien', body: 'Un produit qui fait presque tout ce qu’il dit.', experiencedAt: today() },
    status: 200,
  },
  {
    operationId: 'replyToReview',
    method: 'POST',
    path: () => `/reviews/${fixtures.reviewId}/reply`,
    as: 'seller',
    body: { reply: 'Merci pour votre avis.' },
    status: 201,
  },
  {
    operationId: 'editReviewReply',
    method: 'PATCH',
    path: () => `/reviews/${fixtures.reviewId}/reply`,
    as: 'seller',
    body: { reply: 'Merci pour votre avis détaillé.' },
    status: 200,
  },
  {
    operationId: 'reportReview',
    method: 'POST',
    path: () => `/reviews/${fixtures.reviewId}/report`,
    as: 'partner',
    body: { reason: 'spam' },
    status: 201,
  },
  { operationId: 'deleteReview', method: 'DELETE', path: () => `/reviews/${fixtures.reviewId}`, status: 204 },
  { operationId: 'updateReview', method: 'PATCH', path: `/reviews/${id()}`, body: {}, status: 400 },
  { operationId: 'deleteReview', method: 'DELETE', path: `/reviews/${id()}`, status: 404 },
  {
    operationId: 'replyToReview',
    method: 'POST',
    path: `/reviews/${id()}/reply`,
    body: { reply: 'Merci pour votre avis.' },
    status: 404,
  },
  { operationId: 'editReviewReply', method: 'PATCH', path: '/reviews/not-an-id/reply', body: {}, status: 404 },
  {
    operationId: 'reportReview',
    method: 'POST',
    path: `/reviews/${id()}/report`,
    body: { reason: 'spam' },
    status: 404,
  },
  { operationId: 'getPartnerDashboard', method: 'GET', path: '/me/partner', as: 'partner', status: 200 },
  { operationId: 'getPartnerDashboard', method: 'GET', path: '/me/partner', status: 403 },
  { operationId: 'listInvoices', method: 'GET', path: '/me/invoices', status: 200 },
  { operationId: 'getInvoicePdf', method: 'GET', path: '/me/invoices/FAC-2026-000001/pdf', status: 404 },
  { operationId: 'getCart', method: 'GET', path: '/me/cart', status: 200 },
  {
    operationId: 'replaceCart',
    method: 'PUT',
    path: '/me/cart',
    body: { items: [{ productId: fixtures.productId, quantity: 2 }] },
    status: 200,
  },
  {
    operationId: 'mergeCart',
    method: 'POST',
    path: '/me/cart/merge',
    body: {
      items: [
        { productId: fixtures.secondProductId, quantity: 1 },
        { productId: id(), quantity: 1 },
      ],
    },
    status: 200,
  },
  { operationId: 'getCart', method: 'GET', path: '/me/cart', status: 200 },
  {
    operationId: 'previewCart',
    method: 'POST',
    path: '/cart/preview',
    as: 'visitor',
    body: { items: [{ productId: fixtures.productId, quantity: 1 }] },
    status: 200,
  },
  {
    operationId: 'previewCart',
    method: 'POST',
    path: '/cart/preview',
    as: 'visitor',
    body: { items: [{ productId: fixtures.productId, quantity: 1, priceCents: 1 }] },
    status: 400,
  },
  { operationId: 'listOrders', method: 'GET', path: '/me/orders', status: 200 },
  { operationId: 'listOrders', method: 'GET', path: '/me/orders?per_page=51', status: 400 },
  { operationId: 'getOrder', method: 'GET', path: `/me/orders/${fixtures.orderId}`, status: 200 },
  { operationId: 'getOrder', method: 'GET', path: '/me/orders/not-an-id', status: 404 },
  {
    operationId: 'createDownloadLink',
    method: 'POST',
    path: '/me/downloads',
    body: { fileId: fixtures.fileId },
    status: 201,
  },
  { operationId: 'createDownloadLink', method: 'POST', path: '/me/downloads', body: { fileId: id() }, status: 404 },
  {
    operationId: 'requestRefund',
    method: 'POST',
    path: `/me/orders/${fixtures.orderId}/refunds`,
    body: { reason: 'Le produit ne fonctionne pas chez moi.' },
    status: 201,
  },
  {
    operationId: 'requestRefund',
    method: 'POST',
    path: `/me/orders/${fixtures.orderId}/refunds`,
    body: { reason: 'court' },
    status: 400,
  },
  {
    operationId: 'refundOrder',
    method: 'POST',
    path: `/admin/orders/${fixtures.secondOrderId}/refunds`,
    as: 'admin',
    body: { reason: 'Remboursement décidé par le support.' },
    status: 201,
  },
  {
    operationId: 'refundOrder',
    method: 'POST',
    path: `/admin/orders/${fixtures.secondOrderId}/refunds`,
    body: { reason: 'Remboursement décidé par le support.' },
    status: 403,
  },
  {
    operationId: 'placeOrder',
    method: 'POST',
    path: '/checkout',
    headers: { 'idempotency-key': 'contrat-commande-1' },
    body: {
      country: 'FR',
      provider: 'sandbox',
      billingName: 'Camille Martin',
      acceptTerms: true,
      waiveWithdrawal: true,
      lines: [{ productId: fixtures.secondProductId, quantity: 1 }],
    },
    status: 201,
  },
  {
    operationId: 'placeOrder',
    method: 'POST',
    path: '/checkout',
    body: { country: 'FR', provider: 'sandbox', lines: [] },
    status: 400,
  },
  {
    operationId: 'quoteOrder',
    method: 'POST',
    path: '/checkout/quote',
    body: { country: 'DE', vatId: 'DE123456789', lines: [{ productId: fixtures.secondProductId, quantity: 2 }] },
    status: 200,
  },
  {
    operationId: 'quoteOrder',
    method: 'POST',
    path: '/checkout/quote',
    body: { country: 'FR', lines: [{ productId: fixtures.secondProductId, quantity: 1 }], promoCode: 'INCONNU' },
    status: 422,
  },
  { operationId: 'quoteOrder', method: 'POST', path: '/checkout/quote', body: { country: 'FR' }, status: 400 },
  {
    operationId: 'quoteOrder',
    method: 'POST',
    path: '/checkout/quote',
    as: 'visitor',
    body: { country: 'FR', lines: [{ productId: fixtures.secondProductId, quantity: 1 }] },
    status: 200,
  },
  {
    operationId: 'placeOrder',
    method: 'POST',
    path: '/checkout',
    as: 'visitor',
    headers: { 'idempotency-key': 'contrat-invite-1' },
    body: {
      country: 'FR',
      provider: 'sandbox',
      billingName: 'Camille Martin',
      acceptTerms: true,
      waiveWithdrawal: true,
      email: 'invite-contrat@example.com',
      lines: [{ productId: fixtures.secondProductId, quantity: 1 }],
    },
    status: 201,
  },
  { operationId: 'listNotifications', method: 'GET', path: '/me/notifications', status: 200 },
  { operationId: 'listNotifications', method: 'GET', path: '/me/notifications?per_page=51', status: 400 },
  { operationId: 'streamNotifications', method: 'HEAD', path: '/me/notifications/stream', status: 200 },
  {
    operationId: 'markNotificationRead',
    method: 'POST',
    path: `/me/notifications/${fixtures.notificationId}/read`,
    status: 204,
  },
  { operationId: 'markNotificationRead', method: 'POST', path: '/me/notifications/not-an-id/read', status: 404 },
  { operationId: 'markAllNotificationsRead', method: 'POST', path: '/me/notifications/read-all', status: 200 },
  { operationId: 'getNotificationPreferences', method: 'GET', path: '/me/notification-preferences', status: 200 },
  {
    operationId: 'setNotificationPreferences',
    method: 'PUT',
    path: '/me/notification-preferences',
    body: { sales: false },
    status: 200,
  },
  {
    operationId: 'setNotificationPreferences',
    method: 'PUT',
    path: '/me/notification-preferences',
    body: { unknown: true },
    status: 400,
  },
  {
    operationId: 'listCollections',
    method: 'GET',
    path: `/me/collections?product_id=${fixtures.productId}`,
    status: 200,
  },
  {
    operationId: 'createCollection',
    method: 'POST',
    path: '/me/collections',
    body: { name: 'Pour plus tard' },
    status: 201,
  },
  {
    operationId: 'createCollection',
    method: 'POST',
    path: '/me/collections',
    body: { name: 'Ma sélection' },
    status: 409,
  },
  { operationId: 'getCollection', method: 'GET', path: `/me/collections/${fixtures.collectionId}`, status: 200 },
  { operationId: 'getCollection', method: 'GET', path: `/me/collections/${id()}`, status: 404 },
  {
    operationId: 'updateCollection',
    method: 'PATCH',
    path: `/me/collections/${fixtures.collectionId}`,
    body: { name: 'Ma sélection d’agents' },
    status: 200,
  },
  {
    operationId: 'updateCollection',
    method: 'PATCH',
    path: `/me/collections/${fixtures.collectionId}`,
    body: {},
    status: 400,
  },
  {
    operationId: 'addCollectionItem',
    method: 'POST',
    path: `/me/collections/${fixtures.collectionId}/items`,
    body: { productId: fixtures.secondProductId },
    status: 201,
  },
  {
    operationId: 'addCollectionItem',
    method: 'POST',
    path: `/me/collections/${fixtures.collectionId}/items`,
    body: { productId: fixtures.secondProductId },
    status: 200,
  },
  {
    operationId: 'getSharedCollection',
    method: 'GET',
    path: `/collections/${fixtures.shareToken}`,
    as: 'visitor',
    status: 200,
  },
  {
    operationId: 'removeCollectionItem',
    method: 'DELETE',
    path: `/me/collections/${fixtures.collectionId}/items/${fixtures.secondProductId}`,
    status: 204,
  },
  { operationId: 'deleteCollection', method: 'DELETE', path: `/me/collections/${fixtures.collectionId}`, status: 204 },
  {
    operationId: 'getSharedCollection',
    method: 'GET',
    path: `/collections/${fixtures.shareToken}`,
    as: 'visitor',
    status: 404,
  },
  { operationId: 'listConversations', method: 'GET', path: '/me/conversations', status: 200 },
  {
    operationId: 'startConversation',
    method: 'POST',
    path: '/me/conversations',
    body: { productId: fixtures.productId },
    status: 200,
  },
  {
    operationId: 'startConversation',
    method: 'POST',
    path: '/me/conversations',
    body: { sellerId: fixtures.sellerId },
    status: 201,
  },
  { operationId: 'startConversation', method: 'POST', path: '/me/conversations', body: {}, status: 400 },
  {
    operationId: 'getConversation',
    method: 'GET',
    path: `/me/conversations/${fixtures.conversationId}`,
    status: 200,
  },
  { operationId: 'getConversation', method: 'GET', path: '/me/conversations/not-an-id', status: 404 },
  {
    operationId: 'sendMessage',
    method: 'POST',
    path: `/me/conversations/${fixtures.conversationId}/messages`,
    body: { body: 'Merci, je regarde.' },
    status: 201,
  },
  {
    operationId: 'sendMessage',
    method: 'POST',
    path: `/me/conversations/${fixtures.conversationId}/messages`,
    body: { body: 'x', price: 1 },
    status: 400,
  },
  {
    operationId: 'downloadMessageAttachment',
    method: 'GET',
    path: `/me/conversations/${fixtures.conversationId}/messages/${fixtures.messageId}/attachment`,
    status: 200,
  },
  {
    operationId: 'markConversationRead',
    method: 'POST',
    path: `/me/conversations/${fixtures.conversationId}/read`,
    status: 200,
  },
  {
    operationId: 'reportMessage',
    method: 'POST',
    path: `/me/messages/${fixtures.messageId}/report`,
    body: { reason: 'spam' },
    status: 201,
  },
  {
    operationId: 'reportMessage',
    method: 'POST',
    path: `/me/messages/${fixtures.messageId}/report`,
    body: { reason: 'spam' },
    status: 409,
  },
  { operationId: 'getSellerApplication', method: 'GET', path: '/me/seller-application', status: 404 },
  {
    operationId: 'submitSellerApplication',
    method: 'POST',
    path: '/me/seller-application',
    body: {
      ...sellerApplicationForm(fixtures.categorySlug),
      portfolioUrls: ['https://github.com/atelier-neuronal'],
      categories: [fixtures.categorySlug],
      selfCertified: true,
    },
    status: 201,
    save: ({ data }) => {
      fixtures.appliedId = data.id;
    },
  },
  { operationId: 'getSellerApplication', method: 'GET', path: '/me/seller-application', status: 200 },
  {
    operationId: 'submitSellerApplication',
    method: 'POST',
    path: '/me/seller-application',
    body: { legalName: 'X' },
    status: 400,
  },
  { operationId: 'getSellerProfile', method: 'GET', path: '/seller/profile', as: 'seller', status: 200 },
  { operationId: 'getSellerProfile', method: 'GET', path: '/seller/profile', status: 403 },
  {
    operationId: 'updateSellerProfile',
    method: 'PUT',
    path: '/seller/profile',
    as: 'seller',
    body: { publicName: 'Atelier Neuronal', bio: 'Des agents pour les PME.', expertise: ['support', 'ventes'] },
    status: 200,
  },
  {
    operationId: 'updateSellerProfile',
    method: 'PUT',
    path: '/seller/profile',
    as: 'seller',
    body: { publicName: 'Atelier Neuronal', website: 'ftp://example.com' },
    status: 400,
  },
  {
    operationId: 'updateSellerPayout',
    method: 'PUT',
    path: '/seller/profile/payout',
    as: 'seller',
    body: { payoutName: 'Atelier Neuronal SARL', iban: 'FR76 3000 6000 0112 3456 7890 189' },
    status: 403,
  },
  { operationId: 'getSellerSales', method: 'GET', path: '/seller/sales?period=all', as: 'seller', status: 200 },
  { operationId: 'getSellerSales', method: 'GET', path: '/seller/sales?format=csv', as: 'seller', status: 200 },
  { operationId: 'getSellerSales', method: 'GET', path: '/seller/sales?period=2d', as: 'seller', status: 400 },
  { operationId: 'getSellerSales', method: 'GET', path: '/seller/sales', status: 403 },
  { operationId: 'listSellerDiscounts', method: 'GET', path: '/seller/discounts', as: 'seller', status: 200 },
  { operationId: 'listSellerDiscounts', method: 'GET', path: '/seller/discounts', status: 403 },
  {
    operationId: 'createSellerDiscount',
    method: 'POST',
    path: '/seller/discounts',
    as: 'seller',
    body: { ...discountTerms(), code: 'CREATEUR-CONTRAT' },
    status: 201,
    save: ({ data }) => {
      discountId = data.id;
    },
  },
  {
    operationId: 'createSellerDiscount',
    method: 'POST',
    path: '/seller/discounts',
    as: 'seller',
    body: { code: 'x' },
    status: 400,
  },
  {
    operationId: 'updateSellerDiscount',
    method: 'PUT',
    path: () => `/seller/discounts/${discountId}`,
    as: 'seller',
    body: { ...discountTerms(), percentOff: 20 },
    status: 200,
  },
  {
    operationId: 'updateSellerDiscount',
    method: 'PUT',
    path: `/seller/discounts/${id()}`,
    as: 'seller',
    body: discountTerms(),
    status: 404,
  },
  {
    operationId: 'changeSellerDiscountStatus',
    method: 'POST',
    path: () => `/seller/discounts/${discountId}/status`,
    as: 'seller',
    body: { status: 'pause' },
    status: 200,
  },
  { operationId: 'listSellerProducts', method: 'GET', path: '/seller/products', as: 'seller', status: 200 },
  { operationId: 'listSellerProducts', method: 'GET', path: '/seller/products', status: 403 },
  {
    operationId: 'createSellerProduct',
    method: 'POST',
    path: '/seller/products',
    as: 'seller',
    body: completeInput(fixtures.categoryId, { cover: fixtures.coverAssetId, file: fixtures.fileAssetId }),
    status: 201,
  },
  {
    operationId: 'createSellerProduct',
    method: 'POST',
    path: '/seller/products',
    as: 'seller',
    body: { title: '' },
    status: 400,
  },
  {
    operationId: 'getSellerProduct',
    method: 'GET',
    path: `/seller/products/${fixtures.productId}`,
    as: 'seller',
    status: 200,
  },
  { operationId: 'getSellerProduct', method: 'GET', path: `/seller/products/${fixtures.productId}`, status: 403 },
  {
    operationId: 'updateSellerProduct',
    method: 'PATCH',
    path: `/seller/products/${fixtures.productId}`,
    as: 'seller',
    body: {
      tags: ['contrat', 'agent'],
      coverAssetId: fixtures.coverAssetId,
      manifest: completeInput(fixtures.categoryId, { cover: '', file: '' }).manifest,
    },
    status: 200,
  },
  {
    operationId: 'setSellerProductStatus',
    method: 'POST',
    path: `/seller/products/${fixtures.productId}/status`,
    as: 'seller',
    body: { status: 'published' },
    status: 200,
  },
  {
    operationId: 'setSellerProductStatus',
    method: 'POST',
    path: `/seller/products/${fixtures.productId}/status`,
    as: 'seller',
    body: { status: 'sold' },
    status: 400,
  },
  {
    operationId: 'publishSellerProductRelease',
    method: 'POST',
    path: `/seller/products/${fixtures.productId}/releases`,
    as: 'seller',
    body: {
      version: '2.0.0',
      changelog: 'Nouvelle version.',
      guide: '## 1. Créer la clé\n\n## 2. Lancer le conteneur',
      fileAssetIds: [fixtures.fileAssetId],
    },
    status: 201,
    save: ({ data }) => {
      fixtures.releaseId = data.id;
    },
  },
  {
    operationId: 'setSellerReleaseGuides',
    method: 'PUT',
    path: () => `/seller/products/${fixtures.productId}/releases/${fixtures.releaseId}/guides`,
    as: 'seller',
    body: { guides: [{ locale: 'en', body: '## 1. Create the key\n\n## 2. Start the container' }] },
    status: 200,
  },
  {
    operationId: 'setSellerReleaseGuides',
    method: 'PUT',
    path: () => `/seller/products/${fixtures.productId}/releases/${fixtures.releaseId}/guides`,
    as: 'seller',
    body: { guides: [{ locale: 'it', body: 'Guida' }] },
    status: 400,
  },
  {
    operationId: 'setSellerReleaseGuides',
    method: 'PUT',
    path: () => `/seller/products/${fixtures.productId}/releases/${id()}/guides`,
    as: 'seller',
    body: { guides: [] },
    status: 404,
  },
  {
    operationId: 'publishSellerProductRelease',
    method: 'POST',
    path: `/seller/products/${fixtures.productId}/releases`,
    as: 'seller',
    body: { version: '2.0.0', changelog: 'Encore.', fileAssetIds: [fixtures.fileAssetId] },
    status: 409,
  },
  {
    operationId: 'previewMarkdown',
    method: 'POST',
    path: '/seller/markdown-preview',
    as: 'seller',
    body: { markdown: '## Titre\n\n<script>alert(1)</script>' },
    status: 200,
  },
  { operationId: 'listSellerAssets', method: 'GET', path: '/seller/assets', as: 'seller', status: 200 },
  { operationId: 'listSellerAssets', method: 'GET', path: '/seller/assets', status: 403 },
  {
    operationId: 'uploadSellerAsset',
    method: 'POST',
    path: '/seller/assets',
    as: 'seller',
    headers: { 'x-file-name': 'lisez-moi.zip' },
    raw: { bytes: zipArchive([{ name: 'README.md', text: '# Agent\n' }]), type: 'application/octet-stream' },
    status: 201,
  },
  {
    operationId: 'uploadSellerAsset',
    method: 'POST',
    path: '/seller/assets?kind=image',
    as: 'seller',
    headers: { 'x-file-name': 'pas-une-image.zip' },
    raw: { bytes: zipArchive([{ name: 'README.md', text: '# Agent\n' }]), type: 'application/octet-stream' },
    status: 415,
  },
  {
    operationId: 'getSellerAssetPreview',
    method: 'GET',
    path: `/seller/assets/${fixtures.coverAssetId}/preview`,
    as: 'seller',
    status: 200,
  },
  {
    operationId: 'getSellerAssetPreview',
    method: 'GET',
    path: `/seller/assets/${fixtures.fileAssetId}/preview`,
    as: 'seller',
    status: 404,
  },
  {
    operationId: 'deleteSellerAsset',
    method: 'DELETE',
    path: `/seller/assets/${fixtures.fileAssetId}`,
    as: 'seller',
    status: 409,
  },
  {
    operationId: 'deleteSellerAsset',
    method: 'DELETE',
    path: `/seller/assets/${fixtures.spareAssetId}`,
    as: 'seller',
    status: 204,
  },
  { operationId: 'listAuditLog', method: 'GET', path: '/admin/audit-log?action=refund.', as: 'admin', status: 200 },
  { operationId: 'listAuditLog', method: 'GET', path: '/admin/audit-log?from=hier', as: 'admin', status: 400 },
  { operationId: 'listAuditLog', method: 'GET', path: '/admin/audit-log', status: 403 },
  { operationId: 'exportAuditLog', method: 'GET', path: '/admin/audit-log.csv', as: 'admin', status: 200 },
  { operationId: 'getAdminDashboard', method: 'GET', path: '/admin/dashboard?days=90', as: 'admin', status: 200 },
  { operationId: 'getAdminDashboard', method: 'GET', path: '/admin/dashboard?days=8', as: 'admin', status: 400 },
  { operationId: 'listModerationReports', method: 'GET', path: '/admin/moderation/reports', as: 'admin', status: 200 },
  {
    operationId: 'listModerationReports',
    method: 'GET',
    path: '/admin/moderation/reports?status=nope',
    as: 'admin',
    status: 400,
  },
  {
    operationId: 'moderateTarget',
    method: 'POST',
    path: `/admin/moderation/message/${fixtures.messageId}/dismiss`,
    as: 'admin',
    body: { reason: 'Un échange commercial ordinaire.' },
    status: 200,
  },
  {
    operationId: 'moderateTarget',
    method: 'POST',
    path: `/admin/moderation/message/${fixtures.messageId}/erase`,
    as: 'admin',
    body: { reason: 'Un échange commercial ordinaire.' },
    status: 400,
  },
  { operationId: 'listAdminBroadcasts', method: 'GET', path: '/admin/notifications', as: 'admin', status: 200 },
  {
    operationId: 'sendAdminBroadcast',
    method: 'POST',
    path: '/admin/notifications',
    as: 'admin',
    body: { title: 'Maintenance', message: 'Ce soir à 22 h.', type: 'info', audience: 'all', preview: true },
    status: 200,
  },
  {
    operationId: 'sendAdminBroadcast',
    method: 'POST',
    path: '/admin/notifications',
    as: 'admin',
    body: { title: 'Maintenance', message: 'Ce soir à 22 h.', type: 'info', audience: 'all' },
    status: 201,
  },
  {
    operationId: 'sendAdminBroadcast',
    method: 'POST',
    path: '/admin/notifications',
    as: 'admin',
    body: { title: '', message: 'Ce soir à 22 h.', type: 'info', audience: 'role' },
    status: 400,
  },
  { operationId: 'listAdminPromotions', method: 'GET', path: '/admin/promotions', as: 'admin', status: 200 },
  {
    operationId: 'listAdminPromotions',
    method: 'GET',
    path: '/admin/promotions?per_page=500',
    as: 'admin',
    status: 400,
  },
  {
    operationId: 'createAdminPromotion',
    method: 'POST',
    path: '/admin/promotions',
    as: 'admin',
    body: { code: 'CONTRAT10', discount: 'percent', percentOff: 10, startsOn: '2026-12-01', endsOn: '2026-12-31' },
    status: 201,
    save: ({ data }) => {
      fixtures.promotionId = data.id;
    },
  },
  {
    operationId: 'createAdminPromotion',
    method: 'POST',
    path: '/admin/promotions',
    as: 'admin',
    body: { code: 'contrat10', discount: 'percent', percentOff: 10, startsOn: '2026-12-01', endsOn: '2026-12-31' },
    status: 409,
  },
  {
    operationId: 'createAdminPromotion',
    method: 'POST',
    path: '/admin/promotions',
    as: 'admin',
    body: { code: 'X', discount: 'amount', startsOn: '2026-12-01', endsOn: '2026-12-31' },
    status: 400,
  },
  {
    operationId: 'changeAdminPromotion',
    method: 'PATCH',
    path: () => `/admin/promotions/${fixtures.promotionId}`,
    as: 'admin',
    body: { maxRedemptions: 100, maxPerCustomer: null },
    status: 200,
  },
  {
    operationId: 'changeAdminPromotion',
    method: 'PATCH',
    path: () => `/admin/promotions/${fixtures.promotionId}`,
    as: 'admin',
    body: { endsOn: '2026-11-01' },
    status: 422,
  },
  {
    operationId: 'changeAdminPromotion',
    method: 'PATCH',
    path: '/admin/promotions/not-an-id',
    as: 'admin',
    body: { endNow: true },
    status: 404,
  },
  { operationId: 'changeAdminPromotion', method: 'PATCH', path: '/admin/promotions/not-an-id', status: 403 },
  { operationId: 'listAdminOrders', method: 'GET', path: '/admin/orders?status=paid', as: 'admin', status: 200 },
  { operationId: 'listAdminOrders', method: 'GET', path: '/admin/orders?min=cher', as: 'admin', status: 400 },
  {
    operationId: 'getAdminOrder',
    method: 'GET',
    path: `/admin/orders/${fixtures.secondOrderId}`,
    as: 'admin',
    status: 200,
  },
  { operationId: 'getAdminOrder', method: 'GET', path: '/admin/orders/not-an-id', as: 'admin', status: 404 },
  { operationId: 'adminListPayments', method: 'GET', path: '/admin/payments', as: 'admin', status: 200 },
  { operationId: 'adminListPayments', method: 'GET', path: '/admin/payments?page=0', as: 'admin', status: 400 },
  {
    operationId: 'adminPayableBalances',
    method: 'GET',
    path: '/admin/payouts/payable',
    as: 'admin',
    status: 200,
    save: (answer) => {
      const { meta } = answer as unknown as { meta: { payableCents: number; payableCount: number } };
      fixtures.payable = { expectedTotalCents: meta.payableCents, expectedCount: meta.payableCount };
    },
  },
  { operationId: 'adminListPayoutBatches', method: 'GET', path: '/admin/payout-batches', as: 'admin', status: 200 },
  {
    operationId: 'adminCreatePayoutBatch',
    method: 'POST',
    path: '/admin/payout-batches',
    as: 'admin',
    body: () => ({ expectedLastBatchId: null, expectedTotalCents: 1, expectedCount: 1 }),
    status: 409,
  },
  {
    operationId: 'adminCreatePayoutBatch',
    method: 'POST',
    path: '/admin/payout-batches',
    as: 'admin',
    body: () => ({ expectedLastBatchId: null, ...fixtures.payable }),
    status: 201,
    save: ({ data }) => {
      fixtures.batchId = data.id;
    },
  },
  {
    operationId: 'adminCreatePayoutBatch',
    method: 'POST',
    path: '/admin/payout-batches',
    as: 'admin',
    body: () => fixtures.payable,
    status: 409,
  },
  {
    operationId: 'adminConfirmPayoutBatch',
    method: 'POST',
    path: () => `/admin/payout-batches/${fixtures.batchId}/confirm`,
    as: 'admin',
    body: () => fixtures.payable,
    status: 200,
  },
  {
    operationId: 'adminGetPayoutBatch',
    method: 'GET',
    path: () => `/admin/payout-batches/${fixtures.batchId}`,
    as: 'admin',
    status: 200,
  },
  {
    operationId: 'adminGetPayoutBatch',
    method: 'GET',
    path: `/admin/payout-batches/${id()}`,
    as: 'admin',
    status: 404,
  },
  {
    operationId: 'adminMarkPayoutBatchPaid',
    method: 'POST',
    path: () => `/admin/payout-batches/${fixtures.batchId}/paid`,
    as: 'admin',
    body: () => fixtures.payable,
    status: 200,
  },
  { operationId: 'searchConsole', method: 'GET', path: '/admin/search?q=test.deploia', as: 'admin', status: 200 },
  { operationId: 'searchConsole', method: 'GET', path: '/admin/search?q=x', as: 'admin', status: 400 },
  {
    operationId: 'listSellerApplications',
    method: 'GET',
    path: '/admin/seller-applications?status=pending',
    as: 'admin',
    status: 200,
  },
  {
    operationId: 'getAdminSellerApplication',
    method: 'GET',
    path: `/admin/seller-applications/${fixtures.seededApplicationId}`,
    as: 'admin',
    status: 200,
  },
  {
    operationId: 'getAdminSellerApplication',
    method: 'GET',
    path: `/admin/seller-applications/${id()}`,
    as: 'admin',
    status: 404,
  },
  {
    operationId: 'rejectSellerApplication',
    method: 'POST',
    path: `/admin/seller-applications/${fixtures.seededApplicationId}/reject`,
    as: 'admin',
    body: { reason: 'Le portfolio ne montre aucun agent déployé.' },
    status: 200,
  },
  {
    operationId: 'approveSellerApplication',
    method: 'POST',
    path: `/admin/seller-applications/${fixtures.seededApplicationId}/approve`,
    as: 'admin',
    body: {},
    status: 409,
  },
  {
    operationId: 'approveSellerApplication',
    method: 'POST',
    path: () => `/admin/seller-applications/${fixtures.appliedId}/approve`,
    as: 'admin',
    body: {},
    status: 200,
  },
  { operationId: 'adminListUsers', method: 'GET', path: '/admin/users?q=example', as: 'admin', status: 200 },
  { operationId: 'adminGetUser', method: 'GET', path: `/admin/users/${fixtures.buyerId}`, as: 'admin', status: 200 },
  { operationId: 'adminGetUser', method: 'GET', path: `/admin/users/${id()}`, as: 'admin', status: 404 },
  {
    operationId: 'adminGrantRole',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/roles`,
    as: 'admin',
    body: { role: 'partner' },
    status: 200,
  },
  {
    operationId: 'adminRevokeRole',
    method: 'DELETE',
    path: `/admin/users/${fixtures.spareUserId}/roles/partner?reason=${encodeURIComponent('Partenariat terminé.')}`,
    as: 'admin',
    status: 200,
  },
  {
    operationId: 'adminBanUser',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/ban`,
    as: 'admin',
    body: { reason: 'Fraude au remboursement répétée.' },
    status: 200,
  },
  {
    operationId: 'adminBanUser',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/ban`,
    as: 'admin',
    body: {},
    status: 400,
  },
  {
    operationId: 'adminUnbanUser',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/unban`,
    as: 'admin',
    body: { reason: 'Erreur de diagnostic, compte rétabli.' },
    status: 200,
  },
  {
    operationId: 'adminRevokeSessions',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/sessions/revoke`,
    as: 'admin',
    body: {},
    status: 200,
  },
  {
    operationId: 'adminResetTwoFactor',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/two-factor/reset`,
    as: 'admin',
    body: { reason: 'Identité vérifiée par écrit.' },
    status: 409,
  },
  // Its success would sign every other caller of this file out: the refusal here, the success in admin-users.test.ts.
  {
    operationId: 'adminRevokeEverySession',
    method: 'POST',
    path: '/admin/sessions/revoke-every',
    as: 'admin',
    body: {},
    status: 400,
  },
  {
    operationId: 'adminImpersonateUser',
    method: 'POST',
    path: `/admin/users/${fixtures.spareUserId}/impersonate`,
    as: 'admin',
    body: { reason: 'Reproduire un problème de panier.' },
    status: 201,
  },
];

describe('every operation of the OpenAPI document', () => {
  it('answers as the document declares on its successful paths', async () => {
    for (const c of declaredCases()) await check(c);
  });

  it('leaves no operation of the document unexercised', () => {
    expect([...operations.keys()].filter((operationId) => !exercised.has(operationId))).toEqual([]);
  });
});
