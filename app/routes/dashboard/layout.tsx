import { Outlet } from 'react-router';
import { countUnreadConversations } from '../../../core/messaging/count-unread-conversations.ts';
import { DashboardNav } from '../../components/dashboard/dashboard-nav.tsx';
import { depsContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import { useSessionUser } from '../../lib/session-user.ts';
import type { Route } from './+types/layout';

/**
 * What the navigation counts: conversations with an unread message (the Messages badge). The thread this request
 * opens is left out: its own loader marks it read in parallel with this one.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  return guard(async () => ({
    unreadConversations: await countUnreadConversations(context.get(depsContext), viewer, {
      opening: params.conversationId,
    }),
  }));
}

/** Every /dashboard page under its navigation; the signed-in guard above has already run. */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <>
      {user && <DashboardNav user={user} unreadConversations={loaderData.unreadConversations} />}
      <Outlet />
    </>
  );
}
