import { z } from 'zod';
import { deploymentStatus } from '../../../db/schema/index.ts';
import { pageNumber } from '../../shared/page-number.ts';

export const adminDeploymentStatuses = deploymentStatus.enumValues;
export type AdminDeploymentStatus = (typeof adminDeploymentStatuses)[number];

/**
 * The filters of /admin/deployments' list of every request (a GET form): a state, a page. Each message is a code
 * translated under `adminDeployments:filters.errors`.
 */
export const adminDeploymentsQuery = z.object({
  status: z.enum(adminDeploymentStatuses, 'status_invalid').optional().describe('Only requests in this state.'),
  page: pageNumber,
  per_page: z.coerce.number('page_invalid').int().min(1).max(100).default(25).describe('Requests per page.'),
});

export type AdminDeploymentsQuery = z.output<typeof adminDeploymentsQuery>;
