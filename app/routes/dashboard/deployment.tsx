import { randomUUID } from 'node:crypto';
import { data, Form, redirect } from 'react-router';
import { ZodError } from 'zod';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { acceptDeploymentRequest } from '../../../core/deployments/accept-deployment-request.ts';
import { cancelDeploymentRequest } from '../../../core/deployments/cancel-deployment-request.ts';
import { confirmDeploymentRequest } from '../../../core/deployments/confirm-deployment-request.ts';
import { declineDeploymentRequest } from '../../../core/deployments/decline-deployment-request.ts';
import { deliverDeploymentRequest } from '../../../core/deployments/deliver-deployment-request.ts';
import { deploymentLimits } from '../../../core/deployments/deployments.schema.ts';
import { getDeploymentRequest } from '../../../core/deployments/get-deployment-request.ts';
import { revealDeploymentSecret } from '../../../core/deployments/reveal-deployment-secret.ts';
import { startDeploymentRequest } from '../../../core/deployments/start-deployment-request.ts';
import { takeLateRefund } from '../../../core/deployments/take-late-refund.ts';
import { markConversationRead } from '../../../core/messaging/mark-conversation-read.ts';
import { messageLimits } from '../../../core/messaging/messaging.schema.ts';
import { reportMessage } from '../../../core/messaging/report-message.ts';
import { attachmentOf, sendMessage } from '../../../core/messaging/send-message.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { deadlineText, timeLeftText } from '../../components/deployments/deadline-text.ts';
import { DeploymentStatusBadge } from '../../components/deployments/status-badge.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ComposeForm } from '../../components/messages/compose-form.tsx';
import type { ConversationActionData } from '../../components/messages/message-action.ts';
import { MessageThread } from '../../components/messages/message-thread.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { ConfirmedForm } from '../../components/ui/confirmed-form.tsx';
import { DescriptionItem, DescriptionList } from '../../components/ui/description-list.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/deployment';

/** The request for its buyer, its creator or an administrator (read only); opening it reads its thread. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const t = serverT(context.get(requestContext).locale, 'deployments');
  return guard(async () => {
    const request = await getDeploymentRequest(deps, viewer, params.requestId);
    if (request.conversationId && request.role !== 'admin') {
      await markConversationRead(deps, viewer, request.conversationId);
    }
    return {
      request,
      composeKey: randomUUID(),
      refunded: url.searchParams.has('refunded'),
      meta: { title: t('meta.detail', { title: request.productTitle }), noindex: true },
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** What the page's forms answer: a move refused, a secret revealed (once, never stored in the page's data), a message. */
export type DeploymentActionData =
  | ConversationActionData
  | { intent: 'reveal'; ok: true; name: string; value: string }
  | { intent: 'move'; ok: false; action: string; error?: string; fieldErrors?: Record<string, string | undefined> };

const moveRefused = (
  action: string,
  status: number,
  refusal: { error?: string; fieldErrors?: Record<string, string | undefined> },
) => data<DeploymentActionData>({ intent: 'move', ok: false, action, ...refusal }, { status });

/** A move of the state machine, a secret's reveal, the late refund, or a message of the thread. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  if (Number(request.headers.get('content-length') ?? 0) > messageLimits.attachmentMaxBytes + 64 * 1024) {
    return data<DeploymentActionData>(
      { intent: 'send', ok: false, fieldErrors: { attachment: 'attachment_too_large' }, values: { body: '' } },
      { status: 413 },
    );
  }
  const id = params.requestId;
  const here = `/dashboard/deployments/${id}`;
  return guard(async () => {
    const form = await request.formData();
    const intent = formText(form, 'intent');
    if (intent === 'send' || intent === 'report') return thread(deps, viewer, id, intent, form);
    try {
      switch (intent) {
        case 'accept':
          await acceptDeploymentRequest(deps, viewer, id);
          break;
        case 'decline':
          await declineDeploymentRequest(deps, viewer, id, {
            reason: formText(form, 'reason', deploymentLimits.reasonMax * 2),
          });
          break;
        case 'start':
          await startDeploymentRequest(deps, viewer, id);
          break;
        case 'deliver':
          await deliverDeploymentRequest(deps, viewer, id, {
            note: formText(form, 'note', deploymentLimits.deliveryNoteMax * 2),
          });
          break;
        case 'confirm':
          await confirmDeploymentRequest(deps, viewer, id);
          break;
        case 'cancel':
          await cancelDeploymentRequest(deps, viewer, id, {
            reason: formText(form, 'reason', deploymentLimits.reasonMax * 2),
          });
          break;
        case 'refund':
          // Checked by the browser too; without it, nothing is refunded (a clear confirmation, with or without JS).
          // The request first: another's (or none) is not found, whatever the form says.
          await getDeploymentRequest(deps, viewer, id);
          if (formText(form, 'understood') !== 'yes') {
            return moveRefused(intent, 400, { fieldErrors: { understood: 'refund_confirm_required' } });
          }
          await takeLateRefund(deps, viewer, id);
          return redirect(`${here}?refunded=1`);
        case 'reveal': {
          const secret = await revealDeploymentSecret(deps, viewer, id, { name: formText(form, 'name', 400) });
          return data<DeploymentActionData>(
            { intent: 'reveal', ok: true, ...secret },
            { headers: { 'Cache-Control': 'private, no-store' } },
          );
        }
        default:
          return moveRefused(intent, 400, { error: 'unknown' });
      }
      return redirect(here);
    } catch (error) {
      if (error instanceof ZodError) return moveRefused(intent, 400, { fieldErrors: fieldErrors(error) });
      if (!isAppError(error) || error.status === 401 || error.status === 404 || error.status >= 500) throw error;
      return moveRefused(intent, error.status, { error: error.code });
    }
  });
}

/** The thread's message (with its file) or a report of one, through the messaging module. */
async function thread(
  deps: Parameters<typeof sendMessage>[0],
  viewer: Parameters<typeof sendMessage>[1],
  requestId: string,
  intent: 'send' | 'report',
  form: FormData,
) {
  const detail = await getDeploymentRequest(deps, viewer, requestId);
  const conversationId = detail.conversationId;
  if (!conversationId || detail.role === 'admin') throw new Response(null, { status: 404 });
  if (intent === 'report') {
    const messageId = formText(form, 'messageId');
    const values = { reason: formText(form, 'reason'), details: formText(form, 'details', 2000) };
    try {
      await reportMessage(deps, viewer, messageId, values);
      return { intent: 'report', ok: true, messageId } satisfies DeploymentActionData;
    } catch (error) {
      if (error instanceof ZodError) {
        return data<DeploymentActionData>(
          { intent: 'report', ok: false, messageId, fieldErrors: fieldErrors(error), values },
          { status: 400 },
        );
      }
      if (!isAppError(error) || error.status === 404) throw error;
      return data<DeploymentActionData>(
        { intent: 'report', ok: false, messageId, error: error.code, values },
        { status: error.status },
      );
    }
  }
  const body = formText(form, 'body', messageLimits.bodyMax * 2);
  const idempotencyKey = formText(form, 'idempotencyKey') || undefined;
  const upload = await attachmentOf(form.get('attachment'));
  try {
    const message = await sendMessage(deps, viewer, conversationId, { body, idempotencyKey }, upload);
    return redirect(`/dashboard/deployments/${requestId}#message-${message.id}`);
  } catch (error) {
    if (error instanceof ZodError) {
      const [field = 'body', code = 'body_required'] = Object.entries(fieldErrors(error))[0] ?? [];
      return data<DeploymentActionData>(
        field === 'idempotencyKey'
          ? { intent: 'send', ok: false, error: code, values: { body } }
          : { intent: 'send', ok: false, fieldErrors: { [field]: code }, values: { body } },
        { status: 400 },
      );
    }
    if (!isAppError(error) || error.status === 404) throw error;
    const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
    const field = typeof error.details?.field === 'string' ? error.details.field : undefined;
    const values = { body, minutes: retryAfter ? Math.ceil(retryAfter / 60) : undefined };
    return data<DeploymentActionData>(
      field
        ? { intent: 'send', ok: false, fieldErrors: { [field]: error.code }, values }
        : { intent: 'send', ok: false, error: error.code, values },
      { status: error.status },
    );
  }
}

type Detail = Route.ComponentProps['loaderData']['request'];

function Timeline({ request }: { request: Detail }) {
  const { t, i18n } = useTranslation('deployments');
  const steps: [string, string | null][] = [
    ['requested', request.requestedAt],
    ['accepted', request.acceptedAt],
    ['started', request.startedAt],
    ['delivered', request.deliveredAt],
    [request.autoConfirmed ? 'autoConfirmed' : 'confirmed', request.confirmedAt],
  ];
  if (['declined', 'cancelled', 'refunded'].includes(request.status)) steps.push([request.status, request.endedAt]);
  return (
    <ol className="space-y-3 border-l-2 border-muted pl-4">
      {steps
        .filter(([, at]) => at !== null)
        .map(([step, at]) => (
          <li key={step}>
            <span className="font-medium">{t(`detail.steps.${step}`)}</span>{' '}
            <time dateTime={at!} className="text-sm text-muted-foreground">
              {formatDateTime(at!, i18n.language)}
            </time>
          </li>
        ))}
    </ol>
  );
}

function Actions({ request, actionData }: { request: Detail; actionData: DeploymentActionData | undefined }) {
  const { t } = useTranslation('deployments');
  const refused = actionData?.intent === 'move' && !actionData.ok ? actionData : undefined;
  const errorText = (code: string | undefined) =>
    code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined;
  const fieldError = (action: string, field: string) =>
    refused?.action === action ? errorText(refused.fieldErrors?.[field]) : undefined;
  const simple = (intent: string, label: string, variant: 'primary' | 'outline' = 'primary') => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant}>
        {label}
      </Button>
    </Form>
  );
  const can = (a: (typeof request.actions)[number]) => request.actions.includes(a);
  const moves = request.actions.filter((a) => a !== 'refund');
  return (
    <Section title={t('actions.heading')} className="space-y-4">
      {refused?.error && <Notice tone="error">{errorText(refused.error)}</Notice>}
      {moves.length === 0 && !can('refund') && <p className="text-muted-foreground">{t('actions.none')}</p>}
      {can('accept') && (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('actions.acceptHint', { hours: request.deploymentHours })}</p>
          {simple('accept', t('actions.accept'))}
        </div>
      )}
      {can('decline') && (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="decline" />
          <Field
            name="reason"
            id="decline-reason"
            label={t('actions.declineReason')}
            error={fieldError('decline', 'reason')}
          >
            <Textarea rows={3} required maxLength={deploymentLimits.reasonMax} />
          </Field>
          <Button type="submit" variant="outline">
            {t('actions.decline')}
          </Button>
        </Form>
      )}
      {can('start') && simple('start', t('actions.start'), 'outline')}
      {can('deliver') && (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="deliver" />
          <Field
            name="note"
            label={t('actions.deliveryNote')}
            description={t('actions.deliveryNoteHint')}
            error={fieldError('deliver', 'note')}
          >
            <Textarea rows={4} required maxLength={deploymentLimits.deliveryNoteMax} />
          </Field>
          <Button type="submit">{t('actions.deliver')}</Button>
        </Form>
      )}
      {can('confirm') && (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('actions.confirmHint')}</p>
          {simple('confirm', t('actions.confirm'))}
        </div>
      )}
      {can('cancel') && (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="cancel" />
          <Field
            name="reason"
            id="cancel-reason"
            label={t('actions.cancelReason')}
            error={fieldError('cancel', 'reason')}
          >
            <Textarea rows={2} maxLength={deploymentLimits.reasonMax} />
          </Field>
          <Button type="submit" variant="outline">
            {t('actions.cancel')}
          </Button>
        </Form>
      )}
      {can('refund') && (
        <section aria-labelledby="refund-heading" className="space-y-3 rounded-card border border-destructive p-4">
          <h3 id="refund-heading" className="font-semibold">
            {t('refund.heading')}
          </h3>
          <p>{t('refund.lead')}</p>
          <ConfirmedForm
            method="post"
            question={{
              title: t('refund.questionTitle'),
              text: t('refund.questionText'),
              confirm: t('refund.confirm'),
              cancel: t('refund.cancel'),
            }}
          >
            <input type="hidden" name="intent" value="refund" />
            <Field
              name="understood"
              orientation="horizontal"
              label={t('refund.understood')}
              error={fieldError('refund', 'understood')}
            >
              <Checkbox value="yes" required />
            </Field>
            <Button type="submit" variant="destructive">
              {t('refund.button')}
            </Button>
          </ConfirmedForm>
        </section>
      )}
    </Section>
  );
}

function Secrets({ request, actionData }: { request: Detail; actionData: DeploymentActionData | undefined }) {
  const { t } = useTranslation('deployments');
  const revealed = actionData?.intent === 'reveal' ? actionData : undefined;
  const ended = !['requested', 'accepted', 'in_progress', 'delivered'].includes(request.status);
  return (
    <Section title={t('secrets.heading')} className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {request.role === 'buyer'
          ? t('secrets.buyerHint')
          : request.canReveal
            ? t('secrets.creatorHint')
            : t('secrets.closedHint')}
      </p>
      {ended ? (
        <p>{t('secrets.erased')}</p>
      ) : request.secretNames.length === 0 ? (
        <p>{t('secrets.none')}</p>
      ) : (
        <ul className="space-y-2">
          {request.secretNames.map((name) => (
            <li key={name} className="flex flex-wrap items-center gap-3">
              <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{name}</code>
              {request.canReveal && (
                <Form method="post">
                  <input type="hidden" name="intent" value="reveal" />
                  <input type="hidden" name="name" value={name} />
                  <Button type="submit" size="sm" variant="outline">
                    {t('secrets.reveal', { name })}
                  </Button>
                </Form>
              )}
              {revealed?.name === name && (
                <output className="block w-full break-all rounded border bg-muted/40 p-2 font-mono text-sm">
                  <span className="sr-only">{t('secrets.revealed', { name })} </span>
                  {revealed.value}
                </output>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export default function DeploymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('deployments');
  const { request, refunded } = loaderData;
  const result = actionData as DeploymentActionData | undefined;
  const { i18n } = useTranslation('deployments');
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 md:py-10">
      <BackLink to="/dashboard/deployments">{t('detail.back')}</BackLink>
      <header className="space-y-2 border-b pb-4">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {t('detail.title', { title: request.productTitle })}
        </h1>
        <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
          <span>
            {request.role === 'buyer'
              ? t('detail.withCreator', { name: request.sellerName })
              : request.role === 'creator'
                ? t('detail.withBuyer', { name: request.buyerName })
                : t('detail.adminView')}
          </span>
          <DeploymentStatusBadge request={request} />
        </p>
      </header>
      {refunded && <Notice tone="success">{t('refund.done')}</Notice>}
      <Section title={t('detail.deadline')} className="space-y-2">
        <p className="font-medium">{deadlineText(t, i18n.language, request)}</p>
        <p>{timeLeftText(t, i18n.language, request)}</p>
        <p className="text-sm text-muted-foreground">{t('detail.announced', { hours: request.deploymentHours })}</p>
        {request.late && <p className="font-medium text-destructive">{t('detail.lateNotice')}</p>}
        {request.atRisk && <p className="font-medium">{t('detail.atRiskNotice')}</p>}
      </Section>
      {request.role !== 'admin' && <Actions request={request} actionData={result} />}
      <Section title={t('detail.timeline')}>
        <Timeline request={request} />
      </Section>
      <Section title={t('detail.facts')}>
        <DescriptionList>
          <DescriptionItem term={t('detail.hosting')}>{request.hosting}</DescriptionItem>
          <DescriptionItem term={t('detail.notes')}>
            <span className="whitespace-pre-line">{request.notes || t('detail.noNotes')}</span>
          </DescriptionItem>
          {request.deliveryNote && (
            <DescriptionItem term={t('detail.deliveryNote')}>
              <span className="whitespace-pre-line">{request.deliveryNote}</span>
            </DescriptionItem>
          )}
          {request.endReason && <DescriptionItem term={t('detail.endReason')}>{request.endReason}</DescriptionItem>}
        </DescriptionList>
      </Section>
      <Secrets request={request} actionData={result} />
      {request.thread && (
        <Section title={t('thread.heading')} className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('thread.hint')}</p>
          <MessageThread
            messages={request.thread.messages}
            lastReadAt={request.thread.conversation.lastReadAt}
            otherName={request.thread.conversation.otherParty.name}
            actionData={result?.intent === 'send' || result?.intent === 'report' ? result : undefined}
          />
          <ComposeForm
            key={loaderData.composeKey}
            composeKey={loaderData.composeKey}
            actionData={result?.intent === 'send' || result?.intent === 'report' ? result : undefined}
          />
        </Section>
      )}
    </div>
  );
}
