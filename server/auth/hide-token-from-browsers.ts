/**
 * A browser's session travels in the HttpOnly cookie, so a browser never needs the session token where a script
 * could read it. Better Auth's HTTP answers carry it for API clients (decision 0009): the bearer plugin's
 * `set-auth-token` header, and `token` fields in the JSON of sign-in, session and session-list answers. For a
 * request a browser sent, recognised by its Fetch Metadata or Origin header (browsers send one of them on every
 * such request, a script's `fetch` included), both are taken out, so a script injected into a page cannot read
 * the token (ASVS 5.0 V3.3.4). An API client (no such header) still gets it.
 */
export async function hideTokenFromBrowsers(request: Request, response: Response): Promise<Response> {
  const fromBrowser = request.headers.has('sec-fetch-mode') || request.headers.has('origin');
  if (!fromBrowser) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-auth-token');
  if (!headers.get('content-type')?.includes('application/json')) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  const body = text && JSON.stringify(JSON.parse(text), (key, value) => (key === 'token' ? undefined : value));
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
