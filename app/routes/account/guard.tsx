import { Outlet } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { Route } from './+types/guard';

/**
 * Layout of every page that needs a session (spec §2 "login required"): the middleware runs before any
 * loader or action below it, so nothing of these pages is computed or sent to a visitor.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requireUser(context, url);
  },
];

export default function SignedInLayout() {
  return <Outlet />;
}
