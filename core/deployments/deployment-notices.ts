import type { Db } from '../../db/client.ts';
import type { NotifyMail } from '../notifications/notification-email.ts';
import type { NotificationKind } from '../notifications/notification-text.ts';
import { type Notice, notifyUsers } from '../notifications/notify-users.ts';
import { adminIds, type RequestRow } from './deployment-access.ts';

export type DeploymentRecipient = 'buyer' | 'creator' | 'admins';

export interface DeploymentNotice {
  to: DeploymentRecipient;
  kind: NotificationKind;
  type: Notice['type'];
  /** Extra values for the text (a reason): never a secret, nor the delivery note (it may hold an access). */
  params?: Record<string, string | number>;
}

/** Where every notice of a request leads. */
export const deploymentPath = (id: string) => `/dashboard/deployments/${id}`;

/**
 * Tells the request's buyer, creator or the administrators what happened, in each one's language, in the caller's
 * transaction; e-mailed too (category `deployments`). The texts name the product and the other side, never a secret.
 */
export async function notifyDeployment(
  tx: Db,
  mail: NotifyMail,
  request: Pick<RequestRow, 'id' | 'buyerId' | 'sellerUserId' | 'productTitle' | 'sellerName' | 'buyerName'>,
  notices: readonly DeploymentNotice[],
): Promise<void> {
  const admins = notices.some((n) => n.to === 'admins') ? await adminIds(tx) : [];
  const recipients = (to: DeploymentRecipient) =>
    to === 'buyer' ? [request.buyerId] : to === 'creator' ? [request.sellerUserId] : admins;
  await notifyUsers(
    tx,
    notices.flatMap((notice) =>
      recipients(notice.to).map(
        (userId): Notice => ({
          userId,
          kind: notice.kind,
          type: notice.type,
          params: () => ({
            title: request.productTitle,
            creator: request.sellerName,
            buyer: request.buyerName ?? '',
            ...notice.params,
          }),
          redirectUrl: deploymentPath(request.id),
          email: 'deployments',
        }),
      ),
    ),
    mail,
  );
}
