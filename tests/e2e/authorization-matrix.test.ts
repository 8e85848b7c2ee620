import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Persona } from '../setup/e2e-accounts.ts';
import { baseUrl } from './browser.ts';

/**
 * Every route of spec §2 and every /api/v1 endpoint, for each persona, against the expected answer.
 * A cell is a status, or `→ /path` for a redirect (the start of its Location). A row is a GET unless it names
 * another method and a JSON body. Later issues add their rows.
 */
type Who = 'visitor' | Persona;
type Expected = number | `→ ${string}`;
const who: Who[] = ['visitor', 'customer', 'expert', 'admin', 'banned'];

/** A banned user's session is worth nothing: they get exactly what a visitor gets. */
const everyone = (expected: Expected) => Object.fromEntries(who.map((w) => [w, expected])) as Record<Who, Expected>;
const signedIn = (expected: Expected, visitor: Expected) => ({ ...everyone(expected), visitor, banned: visitor });
const adminOnly = (path: string) => ({
  visitor: `→ /auth?redirectTo=${encodeURIComponent(path)}` as const,
  banned: `→ /auth?redirectTo=${encodeURIComponent(path)}` as const,
  customer: '→ /dashboard' as const,
  expert: '→ /dashboard' as const,
  admin: 200,
});

/** `body` is sent as JSON, `form` as a form post (a page's action, as a browser without JavaScript sends it). */
type Call = { method: 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; form?: Record<string, string> };
type Row = [path: string, expected: Record<Who, Expected>, call?: Call];

/** An /api/v1/admin endpoint: 401 for visitors and banned users, 403 for customers and experts. */
const adminApi = (path: string, admin: Expected, call?: Call): Row[] => [
  [path, { ...signedIn(403, 401), admin }, call],
];

const zero = '00000000-0000-4000-8000-000000000000';
let productPath = '';
let productId = '';
let sellerPath = '';
const rows: () => Row[] = () => [
  ['/', everyone(200)],
  ['/market', everyone(200)],
  ['/market?category=chatbot&sort=top', everyone(200)],
  [productPath, everyone(200)],
  [sellerPath, everyone(200)],
  ['/seller/00000000-0000-4000-8000-000000000000', everyone(404)],
  ['/auth', signedIn('→ /dashboard', 200)],
  ['/login', signedIn('→ /dashboard', 200)],
  ['/signup', signedIn('→ /dashboard', 200)],
  ['/auth?redirectTo=%2Fprofile', signedIn('→ /profile', 200)],
  ['/reset-password', everyone(200)],
  ['/auth/code', signedIn('→ /dashboard', 200)],
  ['/auth/two-factor', signedIn('→ /dashboard', '→ /auth')],
  ['/profile', signedIn(200, '→ /auth?redirectTo=%2Fprofile')],
  ['/profile/export', signedIn(200, '→ /auth?redirectTo=%2Fprofile%2Fexport')],
  ['/dashboard', signedIn(200, '→ /auth?redirectTo=%2Fdashboard')],
  ['/security-test', signedIn(200, '→ /auth?redirectTo=%2Fsecurity-test')],
  // The e2e server sends mail through SMTP (tests/setup/mail-catcher.ts), so the outbox's mailbox does not exist.
  ['/admin/mailbox', { ...adminOnly('/admin/mailbox'), admin: 404 }],
  ['/mailbox', signedIn(404, '→ /auth?redirectTo=%2Fmailbox')],
  // The administration console: every page is the administrators' (the others are sent away by its layout before
  // any loader or action runs). Unknown ids are 404 for an administrator; the forms posted here are refused or aim
  // at nothing, so the matrix changes no state.
  ['/admin', adminOnly('/admin')],
  ['/admin?status=rejected&q=zzz', adminOnly('/admin?status=rejected&q=zzz')],
  // A bad filter is dropped: back to the queue.
  ['/admin?status=bogus', { ...adminOnly('/admin?status=bogus'), admin: '→ /admin' }],
  [`/admin/applications/${zero}`, { ...adminOnly(`/admin/applications/${zero}`), admin: 404 }],
  ['/admin/applications/not-a-uuid', { ...adminOnly('/admin/applications/not-a-uuid'), admin: 404 }],
  [
    `/admin/applications/${zero}`,
    { ...adminOnly(`/admin/applications/${zero}`), admin: 404 },
    { method: 'POST', form: { intent: 'approve' } },
  ],
  // An unknown decision is refused before the application is looked up.
  [
    `/admin/applications/${zero}`,
    { ...adminOnly(`/admin/applications/${zero}`), admin: 400 },
    { method: 'POST', form: { intent: 'publish' } },
  ],
  ['/admin/dashboard', adminOnly('/admin/dashboard')],
  ['/admin/dashboard?days=7', adminOnly('/admin/dashboard?days=7')],
  ['/admin/dashboard?days=30', adminOnly('/admin/dashboard?days=30')],
  ['/admin/dashboard?days=90', adminOnly('/admin/dashboard?days=90')],
  ['/admin/dashboard?days=13', { ...adminOnly('/admin/dashboard?days=13'), admin: '→ /admin/dashboard' }],
  ['/admin/users', adminOnly('/admin/users')],
  ['/admin/users?q=e2e&role=expert', adminOnly('/admin/users?q=e2e&role=expert')],
  ['/admin/users?role=pope', { ...adminOnly('/admin/users?role=pope'), admin: '→ /admin/users' }],
  [`/admin/users/${zero}`, { ...adminOnly(`/admin/users/${zero}`), admin: 404 }],
  ['/admin/users/not-a-uuid', { ...adminOnly('/admin/users/not-a-uuid'), admin: '→ /admin/users' }],
  [
    `/admin/users/${zero}`,
    { ...adminOnly(`/admin/users/${zero}`), admin: 404 },
    { method: 'POST', form: { intent: 'ban', reason: 'Essai de la matrice' } },
  ],
  [
    `/admin/users/${zero}`,
    { ...adminOnly(`/admin/users/${zero}`), admin: 400 },
    { method: 'POST', form: { intent: 'ban' } },
  ],
  // Signing every user out: refused for want of a reason, so the matrix's own sessions live on.
  ['/admin/users', { ...adminOnly('/admin/users'), admin: 400 }, { method: 'POST', form: { reason: '' } }],
  ['/admin/orders', adminOnly('/admin/orders')],
  ['/admin/orders?status=paid&min=1', adminOnly('/admin/orders?status=paid&min=1')],
  [
    '/admin/orders?status=bogus&from=2026-02-30',
    { ...adminOnly('/admin/orders?status=bogus&from=2026-02-30'), admin: 400 },
  ],
  [`/admin/orders/${zero}`, { ...adminOnly(`/admin/orders/${zero}`), admin: 404 }],
  ['/admin/orders/not-a-uuid', { ...adminOnly('/admin/orders/not-a-uuid'), admin: 404 }],
  [
    `/admin/orders/${zero}`,
    { ...adminOnly(`/admin/orders/${zero}`), admin: 404 },
    { method: 'POST', form: { scope: 'all', reason: 'Une raison assez longue.' } },
  ],
  ['/admin/deployments', adminOnly('/admin/deployments')],
  ['/admin/deployments?status=delivered&page=1', adminOnly('/admin/deployments?status=delivered&page=1')],
  ['/admin/deployments?status=lost', { ...adminOnly('/admin/deployments?status=lost'), admin: 400 }],
  ['/admin/payments', adminOnly('/admin/payments')],
  [
    '/admin/payments?bogus=1&page=abc',
    { ...adminOnly('/admin/payments?bogus=1&page=abc'), admin: '→ /admin/payments' },
  ],
  // A creation whose form is malformed: refused, no batch.
  [
    '/admin/payments',
    { ...adminOnly('/admin/payments'), admin: 400 },
    { method: 'POST', form: { expectedLastBatchId: 'not-a-uuid' } },
  ],
  [`/admin/payments/batches/${zero}`, { ...adminOnly(`/admin/payments/batches/${zero}`), admin: 404 }],
  [
    `/admin/payments/batches/${zero}`,
    { ...adminOnly(`/admin/payments/batches/${zero}`), admin: 404 },
    { method: 'POST', form: {} },
  ],
  [
    `/admin/payments/batches/${zero}/sepa.xml`,
    { ...adminOnly(`/admin/payments/batches/${zero}/sepa.xml`), admin: 404 },
  ],
  [
    `/admin/payments/batches/${zero}/payouts.csv`,
    { ...adminOnly(`/admin/payments/batches/${zero}/payouts.csv`), admin: 404 },
  ],
  // « Devenir partenaire » applications; a rejection without a reason is refused.
  ['/admin/partners', adminOnly('/admin/partners')],
  ['/admin/partners?status=rejected', adminOnly('/admin/partners?status=rejected')],
  [
    '/admin/partners',
    { ...adminOnly('/admin/partners'), admin: 400 },
    { method: 'POST', form: { applicationId: zero, decision: 'rejected' } },
  ],
  ['/admin/notifications', adminOnly('/admin/notifications')],
  // An empty composer: refused with the fields to fill, nothing sent.
  [
    '/admin/notifications',
    { ...adminOnly('/admin/notifications'), admin: 400 },
    { method: 'POST', form: { intent: 'send' } },
  ],
  ['/admin/promotions', adminOnly('/admin/promotions')],
  // An empty new code: refused with the fields to fill; a change of a promotion that does not exist: nothing changed.
  [
    '/admin/promotions',
    { ...adminOnly('/admin/promotions'), admin: 400 },
    { method: 'POST', form: { intent: 'create' } },
  ],
  [
    '/admin/promotions',
    { ...adminOnly('/admin/promotions'), admin: 404 },
    { method: 'POST', form: { intent: 'end', id: zero } },
  ],
  ['/admin/moderation', adminOnly('/admin/moderation')],
  ['/admin/moderation?view=removed&type=review', adminOnly('/admin/moderation?view=removed&type=review')],
  [
    '/admin/moderation',
    { ...adminOnly('/admin/moderation'), admin: 400 },
    { method: 'POST', form: { targetType: 'product', targetId: zero, intent: 'unpublish' } },
  ],
  [
    '/admin/moderation',
    { ...adminOnly('/admin/moderation'), admin: 404 },
    {
      method: 'POST',
      form: { targetType: 'product', targetId: zero, intent: 'unpublish', reason: 'Essai de la matrice.' },
    },
  ],
  ['/admin/audit', adminOnly('/admin/audit')],
  ['/admin/search?q=camille', adminOnly('/admin/search?q=camille')],
  ['/admin/search?q=x', { ...adminOnly('/admin/search?q=x'), admin: 400 }],
  ['/admin/audit?action=user.ban&from=2026-13-45', adminOnly('/admin/audit?action=user.ban&from=2026-13-45')],
  ['/admin/no-such-page', { ...adminOnly('/admin/no-such-page'), admin: 404 }],
  // Ending an impersonation: nothing to end for a session that is not one.
  ['/impersonation/stop', everyone('→ /')],
  ['/impersonation/stop', everyone('→ /'), { method: 'POST', form: {} }],
  ['/about', everyone(200)],
  ['/contact', everyone(200)],
  // Notices of illegal content (issue 17): open to anyone; an empty form is refused the same for everyone.
  [`/report?type=product&id=${zero}`, everyone(404)],
  [`/report?type=product&id=${productId}`, everyone(200)],
  ['/report', everyone(400), { method: 'POST', form: { targetType: 'product', targetId: zero } }],
  ['/faq', everyone(200)],
  ['/resources', everyone(200)],
  ['/privacy-policy', everyone(200)],
  ['/terms-of-service', everyone(200)],
  ['/legal', everyone(200)],
  ['/transparency', everyone(200)],
  ['/favorites', everyone(200)],
  ['/collections', everyone(200)],
  [
    '/collections/00000000-0000-4000-8000-000000000000',
    signedIn(404, '→ /auth?redirectTo=%2Fcollections%2F00000000-0000-4000-8000-000000000000'),
  ],
  // A share link that does not exist, like a private collection's for anyone but its owner.
  ['/c/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', everyone(404)],
  // Commerce
  // Open to guests (e-mail only); a banned user's session counts for nothing, so they are a guest too.
  ['/checkout', everyone(200)],
  [`/checkout?buy=${productId}`, everyone(200)],
  [`/checkout?lines=${productId}:2`, everyone(200)],
  ['/checkout?lines=forged', everyone(200)],
  ['/payment-success', signedIn(404, '→ /auth?redirectTo=%2Fpayment-success')],
  [`/payment-success?order=${zero}`, signedIn(404, `→ /auth?redirectTo=%2Fpayment-success%3Forder%3D${zero}`)],
  [`/payment-canceled?order=${zero}`, signedIn(404, `→ /auth?redirectTo=%2Fpayment-canceled%3Forder%3D${zero}`)],
  // A guest's return pass that is not the server's shows nothing.
  [`/payment-success?order=${zero}&guest=forged`, everyone(404)],
  [`/payment-canceled?order=${zero}&guest=forged`, everyone(404)],
  // A guest's purchases: the form that sends a link, and a link that is not the server's.
  ['/library', everyone(200)],
  ['/library/forged', everyone('→ /library?link=expired')],
  // Déploia's own demos (framed by product pages): public.
  ['/demos/chatbot', everyone(200)],
  ['/demos/automation?theme=dark', everyone(200)],
  ['/pay/sandbox/cs_sbx_unknown', everyone(404)],
  [`/checkout?buy=${productId}&gift=1`, everyone(200)],
  // A gift's claim link that does not exist.
  ['/gift/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', everyone(404)],
  ['/gift/not-a-token', everyone(404)],
  [
    '/gift/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    signedIn(404, '→ /auth?redirectTo=%2Fgift%2FAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    { method: 'POST' },
  ],
  ['/paypal-test', everyone(200)],
  ['/diagnostic', signedIn(200, '→ /auth?redirectTo=%2Fdiagnostic')],
  // Unknown filter values are dropped, never a 500.
  [
    '/diagnostic?provider=bitcoin&failures=2',
    signedIn(200, '→ /auth?redirectTo=%2Fdiagnostic%3Fprovider%3Dbitcoin%26failures%3D2'),
  ],
  ['/dashboard/purchases', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fpurchases')],
  ['/dashboard/updates', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fupdates')],
  // Deployment requests (decision 0046): the lists are everyone's own; a request is its buyer's, its creator's and
  // (read only) the administrators'; an unknown one, or another's, is 404 — its moves and secrets too.
  ['/dashboard/deployments', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fdeployments')],
  ['/dashboard/deployments?as=creator', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fdeployments%3Fas%3Dcreator')],
  [`/dashboard/deployments/${zero}`, signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fdeployments%2F${zero}`)],
  [
    `/dashboard/deployments/${zero}`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fdeployments%2F${zero}`),
    { method: 'POST', form: { intent: 'accept' } },
  ],
  [
    `/dashboard/deployments/${zero}`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fdeployments%2F${zero}`),
    { method: 'POST', form: { intent: 'reveal', name: 'OPENAI_API_KEY' } },
  ],
  [
    `/dashboard/deployments/${zero}`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fdeployments%2F${zero}`),
    { method: 'POST', form: { intent: 'refund' } },
  ],
  [
    `/dashboard/purchases/${zero}/deployment-request`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fpurchases%2F${zero}%2Fdeployment-request`),
  ],
  [
    `/dashboard/purchases/${zero}/deployment-request`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fpurchases%2F${zero}%2Fdeployment-request`),
    { method: 'POST', form: { hosting: 'Docker', notes: '' } },
  ],
  // « Déployer »: only the owner of a kept purchase line; an unknown (or someone else's) line is 404, ticks too.
  [
    `/dashboard/purchases/${zero}/deploy`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fpurchases%2F${zero}%2Fdeploy`),
  ],
  [
    '/dashboard/purchases/not-a-uuid/deploy',
    signedIn(404, '→ /auth?redirectTo=%2Fdashboard%2Fpurchases%2Fnot-a-uuid%2Fdeploy'),
  ],
  [
    `/dashboard/purchases/${zero}/deploy`,
    signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fpurchases%2F${zero}%2Fdeploy`),
    { method: 'POST', form: { intent: 'tick', step: 'creer-la-cle', ticked: 'true' } },
  ],
  ['/dashboard/updates?page=0', signedIn(400, '→ /auth?redirectTo=%2Fdashboard%2Fupdates%3Fpage%3D0')],
  ['/dashboard/notifications', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fnotifications')],
  // « Ne plus suivre » from « Créateurs suivis »: an unknown creator is no error (nothing to unfollow).
  [
    '/dashboard/notifications',
    signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fnotifications'),
    { method: 'POST', form: { intent: 'unfollow', sellerId: zero } },
  ],
  // Following a creator: a visitor is sent to sign in; an unknown creator is 404 for everyone signed in.
  [
    `/seller/${zero}/follow`,
    signedIn(404, `→ /auth?redirectTo=%2Fseller%2F${zero}%2Ffollow`),
    { method: 'POST', form: { intent: 'follow' } },
  ],
  // A creator's post: its recipients, its author and administrators only (an unknown one is 404 for all).
  [`/posts/${zero}`, signedIn(404, `→ /auth?redirectTo=%2Fposts%2F${zero}`)],
  // The e-mails' unsubscribe link needs no session: a forged one is told so (200), and acting on it is 404.
  ['/posts/unsubscribe/lien-invalide', everyone(200)],
  ['/posts/unsubscribe/lien-invalide', everyone(404), { method: 'POST' }],
  ['/dashboard/invoices', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Finvoices')],
  ['/dashboard/subscriptions', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fsubscriptions')],
  ['/dashboard/messages', signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fmessages')],
  // Only a conversation's two participants read it (administrators too get 404).
  [`/dashboard/messages/${zero}`, signedIn(404, `→ /auth?redirectTo=%2Fdashboard%2Fmessages%2F${zero}`)],
  // Partners only (no e2e persona holds the role, administrators included): everyone else back to the dashboard.
  ['/dashboard/partner', signedIn('→ /dashboard', '→ /auth?redirectTo=%2Fdashboard%2Fpartner')],
  // Seller pages: a customer is sent to apply; the expert and administrator personas (no seller profile) are asked
  // to complete it. The CSV export has nothing to offer either: 403.
  ['/dashboard/products', { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fproducts'), customer: '→ /sell' }],
  ['/dashboard/sales', { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fsales'), customer: '→ /sell' }],
  ['/dashboard/posts', { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fposts'), customer: '→ /sell' }],
  // Posting: the expert and administrator personas have no seller profile (403); a customer is sent to apply.
  [
    '/dashboard/posts',
    { ...signedIn(403, '→ /auth?redirectTo=%2Fdashboard%2Fposts'), customer: '→ /sell' },
    { method: 'POST', form: { intent: 'send', title: 'Essai', body: 'Essai', audience: 'followers', token: zero } },
  ],
  // A bad period or range is said on the page (which shows the default period), never a 500.
  [
    '/dashboard/sales?period=forever',
    {
      ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fsales%3Fperiod%3Dforever'),
      customer: '→ /sell',
    },
  ],
  [
    '/dashboard/sales?from=2026-02-01&to=2026-01-01',
    {
      ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fsales%3Ffrom%3D2026-02-01%26to%3D2026-01-01'),
      customer: '→ /sell',
    },
  ],
  ['/dashboard/sales.csv', signedIn(403, '→ /auth?redirectTo=%2Fdashboard%2Fsales.csv')],
  ['/dashboard/sales.csv?format=xlsx', signedIn(400, '→ /auth?redirectTo=%2Fdashboard%2Fsales.csv%3Fformat%3Dxlsx')],
  // A creator's discount codes: sellers only, like the other seller pages; acting on a code needs a seller profile
  // (403 for the personas without one), and someone else's code is never found.
  ['/dashboard/discounts', { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fdiscounts'), customer: '→ /sell' }],
  [
    '/dashboard/discounts',
    { ...signedIn(403, '→ /auth?redirectTo=%2Fdashboard%2Fdiscounts'), customer: '→ /sell' },
    { method: 'POST', form: { intent: 'end', id: zero } },
  ],
  // A seller's affiliates: sellers only, like the other seller pages.
  ['/dashboard/affiliates', { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Faffiliates'), customer: '→ /sell' }],
  // The file library: sellers only; a customer is sent to apply, an expert or administrator without a seller
  // profile (both e2e personas) is asked to complete it.
  ['/dashboard/assets', { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fassets'), customer: '→ /sell' }],
  // Becoming a seller: the programme is public; experts and administrators are told they sell already.
  ['/sell', everyone(200)],
  // « Devenir partenaire »: applying needs a session (a visitor signs in first and comes back).
  ['/partners/apply', signedIn(200, '→ /auth?redirectTo=%2Fpartners%2Fapply')],
  // The page deleting one's account ends on: public, the session being gone.
  ['/account-deleted', everyone(200)],
  // The public seller profile: a customer is sent to apply; the expert persona (no profile yet) gets the form that
  // creates it, as does the administrator.
  [
    '/dashboard/seller-profile',
    { ...signedIn(200, '→ /auth?redirectTo=%2Fdashboard%2Fseller-profile'), customer: '→ /sell' },
  ],
  // The product editor: a customer is sent to apply; the expert persona (no seller profile) is asked to complete it
  // (200); only the owner or an administrator edits a product (the demo product is no persona's).
  ['/products/new', { ...signedIn(200, '→ /auth?redirectTo=%2Fproducts%2Fnew'), customer: '→ /sell' }],
  [
    `${productPath}/edit`,
    { ...signedIn(403, `→ /auth?redirectTo=${encodeURIComponent(`${productPath}/edit`)}`), admin: 200 },
  ],
  ['/product/no-such-product/edit', signedIn(404, '→ /auth?redirectTo=%2Fproduct%2Fno-such-product%2Fedit')],
  // A partner link with an unknown code: nothing counted, the clean page.
  [`${productPath}?ref=NOTACODE`, everyone(`→ ${productPath}` as const)],
  [
    '/dashboard/invoices/FAC-2026-999999/pdf',
    signedIn(404, '→ /auth?redirectTo=%2Fdashboard%2Finvoices%2FFAC-2026-999999%2Fpdf'),
  ],
  [
    '/downloads/not-a-token',
    signedIn('→ /dashboard/purchases?download=download_link_invalid', '→ /auth?redirectTo=%2Fdownloads%2Fnot-a-token'),
  ],
  ['/no-such-page', everyone(404)],
  ['/api/v1/products', everyone(200)],
  [`/api/v1/products/${productPath.split('/').pop()}`, everyone(200)],
  [`/api/v1/products/${productPath.split('/').pop()}/recommendations`, everyone(200)],
  ['/api/v1/products/no-such-product/recommendations', everyone(404)],
  // The product page's « Vous aimerez aussi », fetched when the reader scrolls near it.
  [`${productPath}/suggestions`, everyone(200)],
  ['/product/no-such-product/suggestions', everyone(404)],
  ['/api/v1/search/suggest?q=chat', everyone(200)],
  ['/api/v1/openapi.json', everyone(200)],
  ['/api/v1/me', signedIn(200, 401)],
  ['/api/v1/me/favorites', signedIn(200, 401)],
  ['/api/v1/me/favorites?expand=cards', signedIn(200, 401)],
  // Each signed-in persona adds the product to its own favourites, then removes it again.
  ['/api/v1/me/favorites', signedIn(201, 401), { method: 'POST', body: { productId } }],
  [`/api/v1/me/favorites/${productId}`, signedIn(204, 401), { method: 'DELETE' }],
  ['/api/v1/me/collections', signedIn(200, 401)],
  ['/api/v1/me/collections/00000000-0000-4000-8000-000000000000', signedIn(404, 401)],
  ['/api/v1/collections/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', everyone(404)],
  ['/api/v1/me/cart', signedIn(200, 401)],
  ['/api/v1/me/cart', signedIn(200, 401), { method: 'PUT', body: { items: [] } }],
  ['/api/v1/me/cart/merge', signedIn(200, 401), { method: 'POST', body: { items: [] } }],
  ['/api/v1/cart/preview', everyone(200), { method: 'POST', body: { items: [{ productId, quantity: 1 }] } }],
  // Without an Idempotency-Key: refused once the caller is known, before anything is placed.
  // Guest checkout: a visitor's empty body is refused like anyone's.
  ['/api/v1/checkout', everyone(400), { method: 'POST', body: {} }],
  ['/api/v1/notices', everyone(400), { method: 'POST', body: {} }],
  ['/api/v1/checkout/quote', everyone(400), { method: 'POST', body: {} }],
  ['/api/v1/me/orders', signedIn(200, 401)],
  [`/api/v1/me/orders/${zero}`, signedIn(404, 401)],
  ['/api/v1/me/conversations', signedIn(200, 401)],
  ['/api/v1/me/conversations', signedIn(404, 401), { method: 'POST', body: { productId: zero } }],
  [`/api/v1/me/conversations/${zero}`, signedIn(404, 401)],
  [`/api/v1/me/conversations/${zero}/messages`, signedIn(404, 401), { method: 'POST', body: { body: 'Bonjour' } }],
  [`/api/v1/me/conversations/${zero}/messages/${zero}/attachment`, signedIn(404, 401)],
  [`/api/v1/me/conversations/${zero}/read`, signedIn(404, 401), { method: 'POST' }],
  [`/api/v1/me/messages/${zero}/report`, signedIn(404, 401), { method: 'POST', body: { reason: 'spam' } }],
  ['/api/v1/me/downloads', signedIn(404, 401), { method: 'POST', body: { fileId: zero } }],
  ['/api/v1/me/invoices', signedIn(200, 401)],
  ['/api/v1/me/notifications', signedIn(200, 401)],
  // A HEAD: whether the live stream would open, without holding one open for the rest of the run.
  ['/api/v1/me/notifications/stream', signedIn(200, 401), { method: 'HEAD' }],
  [`/api/v1/me/notifications/${zero}/read`, signedIn(404, 401), { method: 'POST' }],
  ['/api/v1/me/notifications/read-all', signedIn(200, 401), { method: 'POST' }],
  ['/api/v1/me/notification-preferences', signedIn(200, 401)],
  // An empty body changes no preference.
  ['/api/v1/me/notification-preferences', signedIn(200, 401), { method: 'PUT', body: {} }],
  ['/api/v1/me/partner', signedIn(403, 401)],
  // Sales figures: refused to a customer (not_a_seller) and to sellers without a profile (seller_profile_missing).
  ['/api/v1/seller/sales', signedIn(403, 401)],
  ['/api/v1/seller/sales?format=csv', signedIn(403, 401)],
  ['/api/v1/seller/discounts', signedIn(403, 401)],
  [`/api/v1/seller/discounts/${zero}/status`, signedIn(403, 401), { method: 'POST', body: { status: 'pause' } }],
  // The product page's view beacon: 204 for everyone (counted at most once per address and product per window).
  [`/api/v1/products/${productPath.split('/').pop()}/views`, everyone(204), { method: 'POST' }],
  ['/api/v1/products/no-such-product/views', everyone(404), { method: 'POST' }],
  // The file library: refused to a customer (not_a_seller) and to sellers without a profile (seller_profile_missing).
  ['/api/v1/seller/assets', signedIn(403, 401)],
  ['/api/v1/seller/assets', signedIn(403, 401), { method: 'POST', body: {} }],
  [`/api/v1/seller/assets/${zero}`, signedIn(403, 401), { method: 'DELETE' }],
  [`/api/v1/seller/assets/${zero}/preview`, signedIn(404, 401)],
  // A seller's products: a customer is refused (not_a_seller), the personas without a seller profile too
  // (seller_profile_missing); an administrator may read and edit any product (an empty patch, the same status).
  ['/api/v1/seller/products', signedIn(403, 401)],
  ['/api/v1/seller/products', signedIn(403, 401), { method: 'POST', body: {} }],
  [`/api/v1/seller/products/${productId}`, { ...signedIn(403, 401), admin: 200 }],
  [`/api/v1/seller/products/${productId}`, { ...signedIn(403, 401), admin: 200 }, { method: 'PATCH', body: {} }],
  [
    `/api/v1/seller/products/${productId}/status`,
    { ...signedIn(403, 401), admin: 200 },
    { method: 'POST', body: { status: 'published' } },
  ],
  // A file that is in no library: refused to the administrator too, and nobody is notified.
  [
    `/api/v1/seller/products/${productId}/releases`,
    { ...signedIn(403, 401), admin: 400 },
    { method: 'POST', body: { version: '9.9.9', fileAssetIds: [zero] } },
  ],
  // A release's guides: another seller's product is refused; an administrator is told the release does not exist.
  [
    `/api/v1/seller/products/${productId}/releases/${zero}/guides`,
    { ...signedIn(403, 401), admin: 404 },
    { method: 'PUT', body: { guides: [] } },
  ],
  ['/api/v1/seller/markdown-preview', signedIn(200, 401), { method: 'POST', body: { markdown: '# Titre' } }],
  // No persona has applied to sell: 404 for all. An empty application is refused before anything is stored.
  ['/api/v1/me/seller-application', signedIn(404, 401)],
  ['/api/v1/me/seller-application', signedIn(400, 401), { method: 'POST', body: {} }],
  // The seller's own profile: refused to a customer (not_a_seller); an empty body changes nothing for the others.
  ['/api/v1/seller/profile', { ...signedIn(200, 401), customer: 403 }],
  ['/api/v1/seller/profile', { ...signedIn(400, 401), customer: 403 }, { method: 'PUT', body: {} }],
  ['/api/v1/seller/profile/payout', { ...signedIn(400, 401), customer: 403 }, { method: 'PUT', body: {} }],
  [
    `/api/v1/me/orders/${zero}/refunds`,
    signedIn(404, 401),
    { method: 'POST', body: { reason: 'Une raison assez longue.' } },
  ],
  [
    `/api/v1/admin/orders/${zero}/refunds`,
    { ...signedIn(403, 401), admin: 404 },
    { method: 'POST', body: { reason: 'Une raison assez longue.' } },
  ],
  ['/api/v1/me/invoices/FAC-2026-999999/pdf', signedIn(404, 401)],
  // The administration API: 401 without a valid session, 403 for the other roles (logged and audited), then the
  // administrator's answer. Unknown ids and refused bodies: nothing changes.
  ...adminApi('/api/v1/admin/seller-applications', 200),
  ...adminApi('/api/v1/admin/seller-applications?status=bogus', 400),
  ...adminApi(`/api/v1/admin/seller-applications/${zero}`, 404),
  ...adminApi(`/api/v1/admin/seller-applications/${zero}/approve`, 404, { method: 'POST', body: {} }),
  ...adminApi(`/api/v1/admin/seller-applications/${zero}/reject`, 404, {
    method: 'POST',
    body: { reason: 'Essai de la matrice : aucune candidature.' },
  }),
  ...adminApi('/api/v1/admin/dashboard?days=30', 200),
  ...adminApi('/api/v1/admin/dashboard?days=13', 400),
  ...adminApi('/api/v1/admin/users', 200),
  ...adminApi('/api/v1/admin/users?role=pope', 400),
  ...adminApi(`/api/v1/admin/users/${zero}`, 404),
  ...adminApi(`/api/v1/admin/users/${zero}/roles`, 404, { method: 'POST', body: { role: 'expert' } }),
  ...adminApi(`/api/v1/admin/users/${zero}/roles/expert`, 404, { method: 'DELETE' }),
  ...adminApi(`/api/v1/admin/users/${zero}/ban`, 404, { method: 'POST', body: { reason: 'Essai de la matrice' } }),
  ...adminApi(`/api/v1/admin/users/${zero}/unban`, 404, { method: 'POST', body: { reason: 'Essai de la matrice' } }),
  ...adminApi(`/api/v1/admin/users/${zero}/sessions/revoke`, 404, { method: 'POST', body: {} }),
  ...adminApi(`/api/v1/admin/users/${zero}/impersonate`, 404, { method: 'POST', body: {} }),
  ...adminApi('/api/v1/admin/sessions/revoke-every', 400, { method: 'POST', body: {} }),
  ...adminApi(`/api/v1/admin/users/${zero}/two-factor/reset`, 404, {
    method: 'POST',
    body: { reason: 'Essai de la matrice' },
  }),
  ...adminApi('/api/v1/admin/orders', 200),
  ...adminApi('/api/v1/admin/orders?status=bogus', 400),
  ...adminApi(`/api/v1/admin/orders/${zero}`, 404),
  ...adminApi('/api/v1/admin/payments', 200),
  ...adminApi('/api/v1/admin/payouts/payable', 200),
  ...adminApi('/api/v1/admin/payout-batches', 200),
  // A body the creation refuses: no batch.
  ...adminApi('/api/v1/admin/payout-batches', 400, { method: 'POST', body: { bogus: 1 } }),
  ...adminApi(`/api/v1/admin/payout-batches/${zero}`, 404),
  ...adminApi(`/api/v1/admin/payout-batches/${zero}/paid`, 404, {
    method: 'POST',
    body: { expectedTotalCents: 0, expectedCount: 0 },
  }),
  // Money moves state the total and count the administrator confirmed: without them, refused.
  ...adminApi(`/api/v1/admin/payout-batches/${zero}/paid`, 400, { method: 'POST', body: {} }),
  ...adminApi(`/api/v1/admin/payout-batches/${zero}/confirm`, 404, {
    method: 'POST',
    body: { expectedTotalCents: 0, expectedCount: 0 },
  }),
  ...adminApi('/api/v1/admin/notifications', 200),
  ...adminApi('/api/v1/admin/notifications', 400, { method: 'POST', body: {} }),
  ...adminApi('/api/v1/admin/audit-log.csv?format=rfc4180', 200),
  ...adminApi('/api/v1/admin/audit-log.csv?format=xlsx', 400),
  ...adminApi('/api/v1/admin/promotions', 200),
  ...adminApi('/api/v1/admin/promotions', 400, { method: 'POST', body: {} }),
  ...adminApi(`/api/v1/admin/promotions/${zero}`, 404, { method: 'PATCH', body: { endNow: true } }),
  ...adminApi('/api/v1/admin/audit-log', 200),
  ...adminApi('/api/v1/admin/search?q=client', 200),
  ...adminApi('/api/v1/admin/audit-log.csv', 200),
  ...adminApi('/api/v1/admin/moderation/reports', 200),
  ...adminApi(`/api/v1/admin/moderation/product/${zero}/unpublish`, 404, {
    method: 'POST',
    body: { reason: 'Essai de la matrice.' },
  }),
  ...adminApi(`/api/v1/admin/moderation/review/${zero}/restore`, 404, {
    method: 'POST',
    body: { reason: 'Essai de la matrice.' },
  }),
  ...adminApi(`/api/v1/admin/moderation/message/${zero}/dismiss`, 404, {
    method: 'POST',
    body: { reason: 'Essai de la matrice.' },
  }),
  ...adminApi('/api/v1/admin/no-such-endpoint', 404),
  // A provider's webhook without a valid signature changes nothing, whoever sends it.
  ['/webhooks/sandbox', everyone(400), { method: 'POST', body: { id: 'evt_forged', type: 'checkout.completed' } }],
  ['/webhooks/unknown', everyone(404), { method: 'POST', body: {} }],
  ['/api/v1/no-such-endpoint', everyone(404)],
];

const cookies: Partial<Record<Who, string>> = { visitor: '' };
const signIn = (email: string, password: string) =>
  fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, password }),
  });

beforeAll(async () => {
  const { data } = (await (await fetch(`${baseUrl()}/api/v1/products?per_page=1`)).json()) as {
    data: { id: string; slug: string; seller: { id: string } }[];
  };
  productPath = `/product/${data[0]?.slug}`;
  productId = data[0]?.id ?? '';
  sellerPath = `/seller/${data[0]?.seller.id}`;
  const accounts = inject('accounts');
  const made = inject('madeSessions');
  // The banned persona's session was made the way the customer's is: the customer's works, so the ban is what counts.
  const me = (cookie: string) => fetch(`${baseUrl()}/api/v1/me`, { headers: { cookie } });
  expect((await me(made.customer)).status).toBe(200);
  cookies.banned = made.banned;
  // Made sessions for the customer and the administrator too: every sign-in of the e2e run comes from 127.0.0.1 and
  // counts against the per-address limit (10 in 15 minutes).
  cookies.customer = made.customer;
  cookies.admin = made.admin;
  for (const persona of ['expert'] as const) {
    const res = await signIn(accounts[persona].email, accounts[persona].password);
    expect(res.status, persona).toBe(200);
    cookies[persona] = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
});

const answer = async (path: string, persona: Who, call?: Call): Promise<Expected> => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: call?.method ?? 'GET',
    headers: {
      cookie: cookies[persona] ?? '',
      ...(call ? { origin: baseUrl() } : {}),
      ...(call?.body ? { 'content-type': 'application/json' } : {}),
      ...(call?.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: call?.body ? JSON.stringify(call.body) : call?.form ? new URLSearchParams(call.form).toString() : undefined,
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status >= 300 && res.status < 400 && location) return `→ ${location.replace(baseUrl(), '')}`;
  return res.status;
};

describe('authorization matrix', () => {
  it('answers every route and endpoint as expected for each persona', async () => {
    const mismatches: string[] = [];
    for (const [path, expected, call] of rows()) {
      for (const persona of who) {
        const got = await answer(path, persona, call);
        if (got !== expected[persona]) {
          mismatches.push(`${persona} ${call?.method ?? 'GET'} ${path}: expected ${expected[persona]}, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses to sign in a banned user and sets no session cookie', async () => {
    const { banned } = inject('accounts');
    const res = await signIn(banned.email, banned.password);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('BANNED_USER');
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('Max-Age=0'))).toBe(
      false,
    );
  });
});
