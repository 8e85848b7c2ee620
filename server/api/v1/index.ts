import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import { adminAuditApi } from './admin-audit.ts';
import { adminDashboardApi } from './admin-dashboard.ts';
import { adminGuard } from './admin-guard.ts';
import { adminModerationApi } from './admin-moderation.ts';
import { adminNotificationsApi } from './admin-notifications.ts';
import { adminOrdersApi } from './admin-orders.ts';
import { adminPaymentsApi } from './admin-payments.ts';
import { adminPromotionsApi } from './admin-promotions.ts';
import { adminSearchApi } from './admin-search.ts';
import { adminSellerApplicationsApi } from './admin-seller-applications.ts';
import { adminUsersApi } from './admin-users.ts';
import { cartPreviewApi, meCartApi } from './cart.ts';
import { categoriesApi } from './categories.ts';
import { checkoutApi } from './checkout.ts';
import { collectionsApi, sharedCollectionsApi } from './collections.ts';
import { conversationsApi, messageReportsApi } from './conversations.ts';
import type { ApiEnv } from './env.ts';
import { favoritesApi } from './favorites.ts';
import { invoicesApi } from './invoices.ts';
import { meApi } from './me.ts';
import { normalizedQuery } from './normalized-query.ts';
import { noticesApi } from './notices.ts';
import { notificationPreferencesApi } from './notification-preferences.ts';
import { notificationsApi } from './notifications.ts';
import { openApiDocument } from './openapi-kit.ts';
import { downloadsApi, ordersApi } from './orders.ts';
import { partnerApi } from './partner.ts';
import { productRecommendationsApi } from './product-recommendations.ts';
import { productViewsApi } from './product-views.ts';
import { productsApi } from './products.ts';
import { adminRefundsApi, buyerRefundsApi } from './refunds.ts';
import { reviewsApi } from './reviews.ts';
import { searchApi } from './search.ts';
import { sellerApplicationApi } from './seller-application.ts';
import { sellerAssetsApi } from './seller-assets.ts';
import { sellerDiscountsApi } from './seller-discounts.ts';
import { markdownPreviewApi, sellerProductsApi } from './seller-products.ts';
import { sellerProfileApi } from './seller-profile.ts';
import { sellerSalesApi } from './seller-sales.ts';
import { sellersApi } from './sellers.ts';

export function apiV1(publicUrl: string, { adminRequire2fa = false } = {}) {
  const api = new OpenAPIHono<ApiEnv>();
  api.use(normalizedQuery);
  api
    .route('/', reviewsApi)
    .route('/products', productViewsApi)
    .route('/products', productRecommendationsApi)
    .route('/products', productsApi)
    .route('/search', searchApi)
    .route('/categories', categoriesApi)
    .route('/sellers', sellersApi)
    .route('/me/favorites', favoritesApi)
    .route('/me/collections', collectionsApi)
    .route('/me/orders', ordersApi)
    .route('/me/orders', buyerRefundsApi);
  api.use('/admin/*', adminGuard(adminRequire2fa));
  api
    .route('/admin/orders', adminRefundsApi(adminRequire2fa))
    .route('/admin', adminDashboardApi)
    .route('/admin', adminUsersApi)
    .route('/admin', adminOrdersApi)
    .route('/admin', adminPaymentsApi)
    .route('/admin', adminNotificationsApi)
    .route('/admin', adminPromotionsApi)
    .route('/admin', adminSearchApi)
    .route('/admin', adminModerationApi)
    .route('/admin', adminAuditApi)
    .route('/admin/seller-applications', adminSellerApplicationsApi(adminRequire2fa))
    .route('/me/seller-application', sellerApplicationApi)
    .route('/seller/profile', sellerProfileApi)
    .route('/me/downloads', downloadsApi)
    .route('/me/invoices', invoicesApi)
    .route('/me/partner', partnerApi)
    .route('/me/cart', meCartApi)
    .route('/cart', cartPreviewApi)
    .route('/checkout', checkoutApi)
    .route('/notices', noticesApi)
    .route('/collections', sharedCollectionsApi)
    .route('/me/notifications', notificationsApi)
    .route('/me/notification-preferences', notificationPreferencesApi)
    .route('/seller/sales', sellerSalesApi)
    .route('/seller/discounts', sellerDiscountsApi)
    .route('/seller/products', sellerProductsApi)
    .route('/seller/markdown-preview', markdownPreviewApi)
    .route('/seller/assets', sellerAssetsApi)
    .route('/me/conversations', conversationsApi)
    .route('/me/messages', messageReportsApi)
    .route('/me', meApi);
  const document = openApiDocument(publicUrl, api);
  return api
    .get('/openapi.json', (c) => c.json(document))
    .all('*', () => {
      throw new AppError('not_found', 404, 'Ressource introuvable');
    })
    .onError(toErrorResponse);
}
