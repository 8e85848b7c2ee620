import type { CoreDeps } from '../../../core/deps.ts';
import type { ClientIpVars } from '../../auth/client-ip.ts';
import type { RequestVars } from '../../middleware/request-context.ts';
import type { ViewerVars } from '../../middleware/viewer.ts';

export type ApiEnv = { Variables: RequestVars & ClientIpVars & ViewerVars & { deps: CoreDeps } };
