import { Outlet } from 'react-router';
import { countUnreadConversations } from '../../../core/messaging/count-unread-conversations.ts';
import { isAffiliate } from '../../../core/partners/partner-scope.ts';
import { DashboardNav } from '../../components/dashboard/dashboard-nav.tsx';
import { depsContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import { useSessionUser } from '../../lib/session-user.ts';
import type { Route } from './+types/layout';

/**
 * What the navigation counts: conversations with an unread message (the Messages badge). The thread this request
 * opens is left out: its own loader marks it read in parallel with this one. A seller's affiliate (without the
 * partner role) gets the partner section too.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { db } = context.get(depsContext);
  return guard(async () => {
    const [unreadConversations, affiliate] = await Promise.all([
      countUnreadConversations(context.get(depsContext), viewer, { opening: params.conversationId }),
      viewer.roles.includes('partner') ? false : isAffiliate(db, viewer),
    ]);
    return { unreadConversations, affiliate };
  });
}

/** Every /dashboard page under its navigation; the signed-in guard above has already run. */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <>
      {user && (
        <DashboardNav
          user={user}
          unreadConversations={loaderData.unreadConversations}
          affiliate={loaderData.affiliate}
        />
      )}
      <Outlet />
    </>
  );
}
