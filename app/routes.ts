import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table mirrors spec §2; each later issue adds its rows here. */
export default [
  index('routes/marketing/home.tsx'),
  route('market', 'routes/market/listing.tsx'),
  route('product/:slug', 'routes/market/product.tsx'),
  route('product/:slug/reviews', 'routes/market/reviews.tsx'),
  route('product/:slug/suggestions', 'routes/market/product-suggestions.ts'),
  route('market/:slug', 'routes/market/product-alias.tsx'),
  route('seller/:sellerId', 'routes/seller/profile.tsx'),
  // « Suivre » a creator (a signed-in member; a visitor is sent to sign in) and the posts' one-click unsubscribe
  route('seller/:sellerId/follow', 'routes/seller/follow.ts'),
  route('posts/unsubscribe/:token', 'routes/posts/unsubscribe.tsx'),
  // Becoming a seller (public; submitting the application needs a session)
  route('sell', 'routes/sell/sell.tsx'),
  // « Devenir partenaire » (applying needs a session: a visitor signs in first and comes back)
  route('partners/apply', 'routes/partners/apply.tsx'),
  // Lists (spec §2: /favorites is public; a visitor is invited to sign in)
  route('favorites', 'routes/lists/favorites.tsx'),
  // Collections: /collections invites a visitor to sign in like /favorites; /c/:shareToken is a share link
  route('collections', 'routes/lists/collections.tsx'),
  route('c/:shareToken', 'routes/lists/collection-shared.tsx'),
  // A gift's claim link (public: a visitor sees the gift and is invited to sign in)
  route('gift/:token', 'routes/gifts/claim.tsx'),
  // Checkout is open to guests (e-mail only); a guest comes back from the provider with the order's signed pass.
  route('checkout', 'routes/checkout/checkout.tsx'),
  route('payment-success', 'routes/checkout/payment-success.tsx'),
  route('payment-canceled', 'routes/checkout/payment-canceled.tsx'),
  // A guest's purchases: the e-mailed signed link, and the form that sends a new one
  route('library', 'routes/library/request-link.tsx'),
  route('library/:token', 'routes/library/open-link.tsx'),
  // Déploia's own demos (bare, script-free pages the product page frames; decision 0042)
  route('demos/chatbot', 'routes/demos/chatbot.tsx'),
  route('demos/automation', 'routes/demos/automation.tsx'),

  // Accounts (spec §2: /auth and /login are the same sign-in screen)
  route('auth', 'routes/auth/sign-in.tsx'),
  route('login', 'routes/auth/sign-in.tsx', { id: 'login' }),
  route('auth/two-factor', 'routes/auth/two-factor.tsx'),
  route('auth/code', 'routes/auth/email-code.tsx'),
  route('auth/oauth/:provider', 'routes/auth/oauth.tsx'),
  route('signup', 'routes/auth/sign-up.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  route('verify-email', 'routes/auth/verify-email.tsx'),
  route('logout', 'routes/auth/sign-out.tsx'),
  // Where deleting one's account ends (the session is gone: outside the guard)
  route('account-deleted', 'routes/account/deleted.tsx'),
  layout('routes/account/guard.tsx', [
    route('profile', 'routes/account/profile.tsx'),
    route('profile/export', 'routes/account/export.tsx'),
    route('security-test', 'routes/account/security.tsx'),
    route('mailbox', 'routes/account/mailbox.tsx'),
    // The dashboard's pages share its navigation (buyer, seller and partner sections by role).
    layout('routes/dashboard/layout.tsx', [
      route('dashboard', 'routes/dashboard/overview.tsx'),
      route('dashboard/invoices', 'routes/dashboard/invoices.tsx'),
      route('dashboard/purchases', 'routes/dashboard/purchases.tsx'),
      route('dashboard/purchases/:orderItemId/deployment-request', 'routes/dashboard/deployment-request.tsx'),
      route('dashboard/deployments', 'routes/dashboard/deployments.tsx'),
      route('dashboard/deployments/:requestId', 'routes/dashboard/deployment.tsx'),
      route('dashboard/purchases/:orderItemId/deploy', 'routes/dashboard/deploy.tsx'),
      route('dashboard/updates', 'routes/dashboard/updates.tsx'),
      route('dashboard/subscriptions', 'routes/dashboard/subscriptions.tsx'),
      route('dashboard/messages', 'routes/dashboard/messages.tsx'),
      route('dashboard/messages/:conversationId', 'routes/dashboard/conversation.tsx'),
      route('dashboard/notifications', 'routes/dashboard/notifications.tsx'),
      route('dashboard/products', 'routes/dashboard/products.tsx'),
      route('dashboard/assets', 'routes/dashboard/assets.tsx'),
      route('dashboard/sales', 'routes/dashboard/sales.tsx'),
      route('dashboard/posts', 'routes/dashboard/posts.tsx'),
      route('dashboard/discounts', 'routes/dashboard/discounts.tsx'),
      route('dashboard/affiliates', 'routes/dashboard/affiliates.tsx'),
      route('dashboard/seller-profile', 'routes/dashboard/seller-profile.tsx'),
      route('dashboard/partner', 'routes/dashboard/partner.tsx'),
    ]),
    route('dashboard/invoices/:reference/pdf', 'routes/dashboard/invoice-pdf.ts'),
    route('dashboard/sales.csv', 'routes/dashboard/sales-csv.ts'),
    // The product editor (experts and administrators; the owner only for an existing product)
    route('products/new', 'routes/products/new.tsx'),
    route('product/:slug/edit', 'routes/products/edit.tsx'),
    route('downloads/:token', 'routes/dashboard/download.ts'),
    route('collections/:id', 'routes/lists/collection.tsx'),
    // A creator's post, for its recipients
    route('posts/:postId', 'routes/posts/post.tsx'),
    route('diagnostic', 'routes/payments/diagnostic.tsx'),
  ]),
  // Every /admin path is guarded, so a non-admin is sent away even where the page comes with a later issue.
  layout('routes/admin/guard.tsx', [
    route('admin', 'routes/admin/applications.tsx'),
    route('admin/applications/:applicationId', 'routes/admin/application.tsx'),
    route('admin/dashboard', 'routes/admin/dashboard.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/users/:userId', 'routes/admin/user.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/orders/:orderId', 'routes/admin/order.tsx'),
    route('admin/deployments', 'routes/admin/deployments.tsx'),
    route('admin/payments', 'routes/admin/payments.tsx'),
    route('admin/partners', 'routes/admin/partners.tsx'),
    route('admin/payments/batches/:batchId', 'routes/admin/payout-batch.tsx'),
    route('admin/payments/batches/:batchId/sepa.xml', 'routes/admin/payout-batch-xml.ts'),
    route('admin/payments/batches/:batchId/payouts.csv', 'routes/admin/payout-batch-csv.ts'),
    route('admin/notifications', 'routes/admin/notifications.tsx'),
    route('admin/promotions', 'routes/admin/promotions.tsx'),
    route('admin/moderation', 'routes/admin/moderation.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/search', 'routes/admin/search.tsx'),
    route('admin/mailbox', 'routes/admin/mailbox.tsx'),
    route('admin/*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  // Ending an impersonation: posted by the impersonated session, which is not an administrator's.
  route('impersonation/stop', 'routes/admin/stop-impersonation.tsx'),

  // Information pages
  route('about', 'routes/info/about.tsx'),
  route('faq', 'routes/info/faq.tsx'),
  route('contact', 'routes/info/contact.tsx'),
  route('report', 'routes/info/report.tsx'),
  route('resources', 'routes/info/resources.tsx'),
  route('resources/:slug', 'routes/info/resource.tsx'),
  route('privacy-policy', 'routes/info/content-page.tsx', { id: 'privacy-policy' }),
  route('terms-of-service', 'routes/info/content-page.tsx', { id: 'terms-of-service' }),
  route('legal', 'routes/info/content-page.tsx', { id: 'legal' }),
  route('transparency', 'routes/info/content-page.tsx', { id: 'transparency' }),
  // The sandbox provider's hosted checkout page (DESIGN.md §5)
  route('pay/sandbox/:checkoutId', 'routes/checkout/sandbox-pay.tsx'),
  // Payment provider test (spec §2: public)
  route('paypal-test', 'routes/payments/paypal-test.tsx'),

  // Newsletter (double opt-in) and preferences
  route('newsletter', 'routes/newsletter/subscribe.tsx'),
  route('newsletter/confirm/:token', 'routes/newsletter/confirm.tsx'),
  route('newsletter/unsubscribe/:token', 'routes/newsletter/unsubscribe.tsx'),
  route('preferences/language', 'routes/preferences/language.tsx'),
  route('i18n/:file', 'routes/i18n/bundle.ts'),

  // Search engines
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/seo/sitemap-part.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
