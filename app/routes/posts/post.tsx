import Flag from 'lucide-react/icons/flag';
import { Link } from 'react-router';
import { getCreatorPost } from '../../../core/posts/get-creator-post.ts';
import { postReportReasons, reportPostInput } from '../../../core/posts/posts.schema.ts';
import { reportCreatorPost } from '../../../core/posts/report-creator-post.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { type RefusedReport, ReportReasonForm } from '../../components/report-reason-form.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { depsContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/post';

/** A creator's post, for its recipients (its author and administrators too); anyone else gets the not-found page. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  return guard(async () => {
    const post = await getCreatorPost(context.get(depsContext), viewer, params.postId);
    return { post, meta: { title: `${post.title} — ${post.seller.name}`, noindex: true } };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

type ReportAnswer = { ok: true } | ({ ok: false } & RefusedReport);

/** A recipient reports the post to the moderators (once). */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const values = { reason: formText(form, 'reason'), details: formText(form, 'details', 2000) };
  return guard(() =>
    formAction({ values, rethrow: (error) => error.status === 404 || error.status >= 500 }, async (input) => {
      await reportCreatorPost(context.get(depsContext), viewer, params.postId, input);
      return { ok: true } satisfies ReportAnswer;
    }),
  );
}

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('posts');
  const { post } = loaderData;
  const answer = actionData as ReportAnswer | undefined;
  const errorText = (code: string | undefined) =>
    code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined;
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-10">
      <BackLink to="/dashboard/notifications">{t('read.back')}</BackLink>
      <header className="space-y-2 border-b pb-4">
        <p className="text-sm text-muted-foreground">
          <Link to={`/seller/${post.seller.id}`} className="font-medium text-primary hover:underline">
            {post.seller.name}
          </Link>{' '}
          — {formatDateTime(post.createdAt, i18n.language)}
        </p>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{post.title}</h1>
        <p className="text-sm text-muted-foreground">
          {t(`read.audiences.${post.audience}`, { title: post.product?.title ?? '' })}
          {post.recipients !== null && <> — {t('read.recipients', { count: post.recipients })}</>}
        </p>
      </header>
      {post.hidden && <Notice tone="error">{t('read.hidden')}</Notice>}
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
      {!post.mine && !post.hidden && (
        <footer className="border-t pt-4">
          {answer?.ok ? (
            <Notice tone="success">{t('report.success')}</Notice>
          ) : post.reportedByMe ? (
            <p className="text-sm text-muted-foreground">{t('report.done')}</p>
          ) : (
            <details open={answer?.ok === false}>
              <summary className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-medium text-muted-foreground hover:underline">
                <Flag aria-hidden="true" className="size-4" />
                {t('report.open')}
              </summary>
              <ReportReasonForm
                namespace="posts"
                targetField="postId"
                targetId={post.id}
                reasons={postReportReasons}
                schema={reportPostInput}
                refused={answer?.ok === false ? answer : undefined}
                errorText={errorText}
              />
            </details>
          )}
        </footer>
      )}
    </article>
  );
}
