import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

/**
 * A link between the sign-in pages (sign in, sign up, code by e-mail…). `keepRedirect` carries on where the visitor
 * was going (`?redirectTo=`), so they land there whichever way they end up signing in.
 */
export function AuthLink({
  to,
  keepRedirect = false,
  children,
}: {
  to: string;
  keepRedirect?: boolean;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const redirectTo = keepRedirect ? params.get('redirectTo') : null;
  return (
    <Link
      to={redirectTo ? `${to}?redirectTo=${encodeURIComponent(redirectTo)}` : to}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
