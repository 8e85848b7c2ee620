import type { RouterContextProvider, ServerBuild } from 'react-router';

type LoaderData = Record<string, unknown>;
/** The build's document: what the server answers once the routes have loaded. */
type Document = (
  request: Request,
  status: number,
  headers: Headers,
  context: { staticHandlerContext: { loaderData: LoaderData } },
  loadContext: RouterContextProvider,
) => Response;

/** A document that is the routes' loader data as JSON in a paragraph, so a test reads what reached the pages. */
const loaderDataDocument: Document = (_request, status, headers, context) => {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<p>${JSON.stringify(context.staticHandlerContext.loaderData)}</p>`, { status, headers });
};

/**
 * A React Router build standing in for the app's pages (the test app renders none): every path renders the root
 * route, loaded by `rootLoader`, into `document`; `withHome` gives `/` an index route of its own.
 */
export function stubPageBuild<Args>({
  rootLoader,
  document = loaderDataDocument,
  withHome = false,
}: {
  rootLoader: (args: Args) => unknown;
  document?: Document;
  withHome?: boolean;
}) {
  return {
    entry: { module: { default: document } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null, loader: rootLoader } },
      ...(withHome ? { home: { id: 'home', parentId: 'root', index: true, module: { default: () => null } } } : {}),
      page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
