import { requestContext } from '../../context.ts';
import type { Route } from './+types/robots';

/** Accounts, purchases, administration, technical pages and the API: nothing there for a search engine. */
const privatePaths = [
  '/profile',
  '/security-test',
  '/dashboard',
  '/admin',
  '/checkout',
  '/payment-success',
  '/payment-canceled',
  '/auth',
  '/login',
  '/logout',
  '/signup',
  '/reset-password',
  '/verify-email',
  '/products/new',
  '/product/*/edit',
  '/diagnostic',
  '/paypal-test',
  '/api/',
];

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
