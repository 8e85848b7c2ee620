import { payoutBatchXml } from '../../../core/admin/payouts/export-payout-batch.ts';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/payout-batch-xml';

/** The batch's SEPA credit-transfer file (pain.001.001.03) for the platform's bank; administrators only. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  return guard(async () => {
    const file = await payoutBatchXml(context.get(depsContext), viewer, params.batchId);
    return new Response(file.body, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  });
}
