import { z } from 'zod';

/**
 * The inputs of deployment requests (decision 0046), shared by the pages (form, action) and their tests. Messages are
 * codes, translated under `deployments:errors.<code>`. Browser-safe.
 */

export const deploymentLimits = {
  notesMax: 4000,
  reasonMax: 1000,
  deliveryNoteMax: 4000,
  secretNameMax: 80,
  secretValueMax: 4000,
  /** Secrets the buyer adds beyond the manifest's keys. */
  extraSecretsMax: 10,
  /** Empty rows for extra secrets in the form without JavaScript. */
  extraRows: 3,
} as const;

export const deploymentRequestId = z.uuid('request_not_found');
export const orderItemId = z.uuid('purchase_not_found');

const secretName = z
  .string()
  .trim()
  .min(1, 'secret_name_required')
  .max(deploymentLimits.secretNameMax, 'secret_name_too_long')
  .regex(/^[\p{L}\p{N} ._-]+$/u, 'secret_name_invalid');
const secretValue = z.string().max(deploymentLimits.secretValueMax, 'secret_value_too_long');

/**
 * Opening a request: the hosting (one of the manifest's options), notes, a value for each of the manifest's keys
 * (`secrets`, by key name) and extra secrets the buyer names themselves (rows left blank are dropped).
 */
export const openDeploymentInput = z.object({
  orderItemId,
  hosting: z.string('hosting_required').trim().min(1, 'hosting_required').max(200, 'hosting_invalid'),
  notes: z.string().trim().max(deploymentLimits.notesMax, 'notes_too_long').default(''),
  secrets: z.record(z.string(), secretValue).default({}),
  extraSecrets: z
    .array(z.object({ name: z.string().default(''), value: secretValue.default('') }))
    .default([])
    .transform((rows) => rows.filter((row) => row.name.trim() !== '' || row.value !== ''))
    .pipe(
      z
        .array(z.object({ name: secretName, value: secretValue.min(1, 'secret_value_required') }))
        .max(deploymentLimits.extraSecretsMax, 'too_many_secrets'),
    ),
});
export type OpenDeploymentInput = z.input<typeof openDeploymentInput>;

export const declineDeploymentInput = z.object({
  reason: z
    .string('reason_required')
    .trim()
    .min(1, 'reason_required')
    .max(deploymentLimits.reasonMax, 'reason_too_long'),
});

export const deliverDeploymentInput = z.object({
  note: z
    .string('delivery_note_required')
    .trim()
    .min(1, 'delivery_note_required')
    .max(deploymentLimits.deliveryNoteMax, 'delivery_note_too_long'),
});

export const cancelDeploymentInput = z.object({
  reason: z.string().trim().max(deploymentLimits.reasonMax, 'reason_too_long').default(''),
});

export const revealSecretInput = z.object({ name: z.string().min(1, 'secret_not_found').max(200, 'secret_not_found') });
