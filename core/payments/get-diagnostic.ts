import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type AdminDiagnostic, loadAdminDiagnostic } from './diagnostic-admin.ts';
import type { DiagnosticFilters } from './diagnostic-filters.schema.ts';
import { loadMemberDiagnostic, type MemberDiagnostic } from './diagnostic-member.ts';

export type Diagnostic = AdminDiagnostic | MemberDiagnostic;

/**
 * /diagnostic: administrators see how each payment provider is set up and the latest webhook deliveries; every
 * other signed-in user sees their own latest payment attempts. With `requireSecondFactor` (ADMIN_REQUIRE_2FA), an
 * administrator's session must have verified a second factor to see the administrators' view.
 */
export async function getDiagnostic(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'payments' | 'paypalEnvironment' | 'publicUrl'>,
  viewer: Viewer | null,
  filters: DiagnosticFilters,
  { requireSecondFactor = false } = {},
): Promise<Diagnostic> {
  const v = requireViewer(viewer);
  if (!isAdmin(v)) return loadMemberDiagnostic(deps, v.userId, false);
  if (requireSecondFactor && v.aal !== 'aal2') return loadMemberDiagnostic(deps, v.userId, true);
  return loadAdminDiagnostic(deps, filters);
}
