import { Outlet } from 'react-router';
import { DashboardNav } from '../../components/dashboard/dashboard-nav.tsx';
import { useSessionUser } from '../../lib/session-user.ts';

/** Every /dashboard page under its navigation; the signed-in guard above has already run. */
export default function DashboardLayout() {
  const user = useSessionUser();
  return (
    <>
      {user && <DashboardNav user={user} />}
      <Outlet />
    </>
  );
}
