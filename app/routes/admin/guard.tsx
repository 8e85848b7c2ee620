import { Outlet } from 'react-router';
import { AdminNav } from '../../components/admin/admin-nav.tsx';
import { requireAdminUser } from '../../lib/auth.server.ts';
import type { Route } from './+types/guard';

/** Layout of the /admin pages: administrators only (spec §4), with a second factor when required. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requireAdminUser(context, url);
  },
];

export default function AdminLayout() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
