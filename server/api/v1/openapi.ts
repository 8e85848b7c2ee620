import type { OpenAPIHono } from '@hono/zod-openapi';
import { adminPaymentsOpenApiPaths } from './admin-payments.ts';
import { adminSellerApplicationsOpenApiPaths } from './admin-seller-applications.ts';
import { adminUsersOpenApiPaths } from './admin-users.ts';
import type { ApiEnv } from './env.ts';

/** Paths not yet declared with createRoute, merged into the generated document while the routers migrate. */
const legacyPaths = {
  ...adminSellerApplicationsOpenApiPaths,
  ...adminUsersOpenApiPaths,
  ...adminPaymentsOpenApiPaths,
};

const legacySchemas = {};

/** The OpenAPI 3.1 document of /api/v1, generated from the routes' zod schemas. */
export function openApiDocument(serverUrl: string, api: OpenAPIHono<ApiEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'deploia.session_token',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token: the set-auth-token header of POST /api/auth/sign-in/email, sent by a client that is not a browser (no Origin or Sec-Fetch-* header)',
  });
  const generated = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Déploia API',
      version: '1.0.0',
      description:
        'Public REST API of the Déploia marketplace of ready-to-deploy AI products. Prices are in euro cents, VAT included.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
  });
  return {
    ...generated,
    paths: { ...legacyPaths, ...generated.paths },
    components: {
      ...generated.components,
      schemas: { ...legacySchemas, ...generated.components?.schemas },
    },
  };
}
