import { data } from 'react-router';
import { hasWellFormedTexts, isWellFormedUrl } from '../../core/shared/well-formed-text.ts';
import type { RouteErrorData } from './route-errors.server.ts';

const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/**
 * What a page refuses before any loader or action passes it to the database — NUL or another control character, bytes
 * that are not UTF-8, a lone surrogate (core/shared/well-formed-text.ts): in its address, the not-found page; in a
 * posted form's fields, a 400 as for any invalid form.
 */
export async function wellFormedRequest(request: Request): Promise<void> {
  if (!isWellFormedUrl(new URL(request.url))) throw data(null, { status: 404 });
  if (request.method === 'GET' || request.method === 'HEAD' || !form.test(request.headers.get('content-type') ?? '')) {
    return;
  }
  // A body that is not a form at all is left to the action, which answers it as it always has.
  const fields = await request
    .clone()
    .formData()
    .catch(() => null);
  if (fields && !hasWellFormedTexts([...fields.entries()].flat())) {
    throw data<RouteErrorData>({ code: 'invalid_request', message: 'Paramètres invalides' }, { status: 400 });
  }
}
