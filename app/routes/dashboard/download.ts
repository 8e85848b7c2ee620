import { redirect } from 'react-router';
import { downloadFile } from '../../../core/delivery/download-file.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import type { Route } from './+types/download';

/**
 * `/downloads/:token`: the file of a signed link, as an attachment. A link that cannot be used (expired, made for
 * another account, access lost since) sends the user back to their purchases, which explain why in their language
 * and make fresh links.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  try {
    const file = await downloadFile(context.get(depsContext), viewer, params.token, {
      ip: context.get(requestContext).clientIp,
      userAgent: request.headers.get('user-agent'),
      range: request.headers.get('range'),
    });
    if (file.kind === 'redirect')
      return new Response(null, {
        status: 302,
        headers: { Location: file.location, 'Cache-Control': 'private, no-store' },
      });
    if (file.kind === 'unsatisfiable') return new Response(null, { status: 416, headers: file.headers });
    return new Response(file.body, { status: file.status, headers: file.headers });
  } catch (error) {
    if (isAppError(error)) throw redirect(`/dashboard/purchases?download=${encodeURIComponent(error.code)}`);
    throw error;
  }
}
