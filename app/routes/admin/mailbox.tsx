import { pageMeta } from '../../components/info/page-meta.ts';
import { mailboxLoader } from '../../components/mailbox/mailbox-loader.server.ts';
import { OutboxMailbox } from '../../components/mailbox/outbox-mailbox.tsx';
import type { Route } from './+types/mailbox';

/** Every e-mail and text message the app sent, so that the team can open their links without an SMTP server. */
export const loader = ({ url, context }: Route.LoaderArgs) => mailboxLoader(context, url, 'all');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function MailboxPage({ loaderData }: Route.ComponentProps) {
  return <OutboxMailbox page={loaderData.page} channel={loaderData.channel} texts="mailbox" />;
}
