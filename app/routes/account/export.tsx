import { exportAccountData } from '../../../core/accounts/export-account-data.ts';
import { depsContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import type { Route } from './+types/export';

/** GET /profile/export: the user's data as a JSON download (GDPR art. 15 and 20). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const body = JSON.stringify(await exportAccountData(deps, viewer), null, 2);
  const day = deps.clock.now().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="deploia-mes-donnees-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
