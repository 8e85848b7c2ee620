import { pageMeta } from '../../components/info/page-meta.ts';
import { mailboxLoader } from '../../components/mailbox/mailbox-loader.server.ts';
import { OutboxMailbox } from '../../components/mailbox/outbox-mailbox.tsx';
import type { Route } from './+types/mailbox';

/**
 * /mailbox in demo mode: the e-mails and text messages sent to the signed-in user (verification, receipts, gifts),
 * so that a newcomer finishes signing up without an administrator.
 */
export const loader = ({ url, context }: Route.LoaderArgs) => mailboxLoader(context, url, 'own');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function OwnMailboxPage({ loaderData }: Route.ComponentProps) {
  return <OutboxMailbox page={loaderData.page} channel={loaderData.channel} texts="mailbox.own" />;
}
