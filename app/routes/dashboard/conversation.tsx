import { randomUUID } from 'node:crypto';
import { data, Link, redirect } from 'react-router';
import { ZodError } from 'zod';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { getConversation } from '../../../core/messaging/get-conversation.ts';
import { markConversationRead } from '../../../core/messaging/mark-conversation-read.ts';
import { messageLimits, threadQuery } from '../../../core/messaging/messaging.schema.ts';
import { reportMessage } from '../../../core/messaging/report-message.ts';
import { attachmentOf, sendMessage } from '../../../core/messaging/send-message.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ComposeForm } from '../../components/messages/compose-form.tsx';
import type { ConversationActionData } from '../../components/messages/message-action.ts';
import { MessageThread } from '../../components/messages/message-thread.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/conversation';

/**
 * Opening the thread marks it read (after reading when it was last read, for the 'new messages' marker). Each load
 * gives the composer a new idempotency key: the message being written is sent once however often it is submitted,
 * and the page reloaded after a send shows an empty composer for the next one.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const t = serverT(context.get(requestContext).locale, 'messages');
  return guard(async () => {
    const thread = await getConversation(deps, viewer, params.conversationId, threadQuery.parse(queryObject(url)));
    await markConversationRead(deps, viewer, params.conversationId);
    return {
      thread,
      composeKey: randomUUID(),
      meta: { title: t('meta.thread', { name: thread.conversation.otherParty.name }), noindex: true },
    };
  });
}

type Deps = Parameters<typeof sendMessage>[0];
type SignedIn = Parameters<typeof sendMessage>[1];

const sendFailed = (status: number, code: string, values: { body: string; minutes?: number }, field?: string) =>
  data<ConversationActionData>(
    field
      ? { intent: 'send', ok: false, fieldErrors: { [field]: code }, values }
      : { intent: 'send', ok: false, error: code, values },
    { status },
  );

/** A message (and its file): its success is a redirect to it, so reloading does not send it again. */
async function send(deps: Deps, viewer: SignedIn, conversationId: string, form: FormData) {
  const body = formText(form, 'body', messageLimits.bodyMax * 2);
  const idempotencyKey = formText(form, 'idempotencyKey') || undefined;
  const upload = await attachmentOf(form.get('attachment'));
  try {
    const message = await sendMessage(deps, viewer, conversationId, { body, idempotencyKey }, upload);
    return redirect(`/dashboard/messages/${conversationId}#message-${message.id}`);
  } catch (error) {
    if (error instanceof ZodError) {
      const [field = 'body', code = 'body_required'] = Object.entries(fieldErrors(error))[0] ?? [];
      // A bad key is no fault of a field the sender sees.
      return sendFailed(400, code, { body }, field === 'idempotencyKey' ? undefined : field);
    }
    // Not a participant (404) goes to the error page, as it would on opening the thread.
    if (!isAppError(error) || error.status === 404) throw error;
    const field = typeof error.details?.field === 'string' ? error.details.field : undefined;
    const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
    return sendFailed(
      error.status,
      error.code,
      { body, minutes: retryAfter ? Math.ceil(retryAfter / 60) : undefined },
      field,
    );
  }
}

async function report(deps: Deps, viewer: SignedIn, form: FormData) {
  const messageId = formText(form, 'messageId');
  const values = { reason: formText(form, 'reason'), details: formText(form, 'details', 2000) };
  return formAction(
    { values, extra: { intent: 'report' as const, messageId }, rethrow: () => false },
    async (input: typeof values) => {
      await reportMessage(deps, viewer, messageId, input);
      return { intent: 'report', ok: true, messageId } satisfies ConversationActionData;
    },
  );
}

/** Writing (with an attachment) or reporting a message; both work without JavaScript. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  // A body announced larger than a message with its file is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > messageLimits.attachmentMaxBytes + 64 * 1024) {
    return sendFailed(413, 'attachment_too_large', { body: '' }, 'attachment');
  }
  return guard(async () => {
    const form = await request.formData();
    if (formText(form, 'intent') === 'report') return report(deps, viewer, form);
    return send(deps, viewer, params.conversationId, form);
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('messages');
  const { conversation, messages, olderBefore } = loaderData.thread;
  const { otherParty, product } = conversation;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <BackLink to="/dashboard/messages">{t('thread.back')}</BackLink>
      <header className="space-y-2 border-b pb-4">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('thread.with', { name: otherParty.name })}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          {product ? (
            product.published ? (
              <Link to={`/product/${product.slug}`} className="text-primary hover:underline">
                {t('thread.about', { title: product.title })}
              </Link>
            ) : (
              <span>{t('thread.about', { title: product.title })}</span>
            )
          ) : (
            <span>{t('thread.general')}</span>
          )}
          {otherParty.sellerId && (
            <Link to={`/seller/${otherParty.sellerId}`} className="text-sm text-primary hover:underline">
              {t('thread.sellerProfile')}
            </Link>
          )}
        </p>
      </header>
      {olderBefore && (
        <ButtonLink to={`?before=${olderBefore}`} variant="outline" size="sm">
          {t('thread.older')}
        </ButtonLink>
      )}
      <MessageThread
        messages={messages}
        lastReadAt={conversation.lastReadAt}
        otherName={otherParty.name}
        actionData={actionData}
      />
      <ComposeForm key={loaderData.composeKey} composeKey={loaderData.composeKey} actionData={actionData} />
    </div>
  );
}
