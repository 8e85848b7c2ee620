import { data } from 'react-router';
import { findNoticeTarget, submitNotice } from '../../../core/notices/submit-notice.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { NoticeForm, type NoticeValues } from '../../components/info/notice-form.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { authOf } from '../../lib/auth.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/report';

const targetOf = (context: Route.LoaderArgs['context'], url: URL) =>
  findNoticeTarget(context.get(depsContext), authOf(context).viewer, {
    type: url.searchParams.get('type'),
    id: url.searchParams.get('id'),
  });

/** /report?type=product|review|seller|message&id=…: the notice form for that content, for anyone (EU DSA art. 16). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const t = serverT(context.get(requestContext).locale, 'notices');
  const target = await targetOf(context, url);
  // The page explains what to do instead, as the answer for a content that cannot be found.
  return data(
    {
      target,
      signedInEmail: authOf(context).viewer?.email ?? null,
      meta: { title: t('meta.title'), description: t('meta.description'), noindex: true },
    },
    { status: target ? 200 : 404 },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: NoticeValues = {
    reason: formText(form, 'reason', 100),
    explanation: formText(form, 'explanation', 10_000),
    email: formText(form, 'email', 500),
  };
  const { clientIp, locale } = context.get(requestContext);
  // A filled honeypot is answered as sent, and nothing is done.
  if (formText(form, 'website').trim() !== '') return { ok: true as const, reference: 'SIG-00000000' };
  return formAction({ values, input: Object.fromEntries(form) }, async (input) => {
    const notice = await submitNotice(context.get(depsContext), authOf(context).viewer, input, {
      ip: clientIp,
      locale,
    });
    return { ok: true as const, reference: notice.reference };
  });
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('notices');
  const { target, signedInEmail } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
        {target ? (
          <NoticeForm target={target} signedInEmail={signedInEmail} answer={actionData} />
        ) : (
          <Notice tone="error">{t('noTarget')}</Notice>
        )}
      </div>
    </>
  );
}
