import { randomUUID } from 'node:crypto';
import { data, Link, useNavigation } from 'react-router';
import { listSellerPosts } from '../../../core/posts/list-seller-posts.ts';
import { postLimits } from '../../../core/posts/posts.schema.ts';
import { type PostPreview, previewCreatorPost } from '../../../core/posts/preview-creator-post.ts';
import { sendCreatorPost } from '../../../core/posts/send-creator-post.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { PostForm, type PostFormValues } from '../../components/posts/post-form.tsx';
import { RecordTable } from '../../components/ui/record-table.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { type FormRefusal, formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/posts';

/** The creator's products and sent posts; a new token with each fresh form (the post it sends takes it as its id). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const meta = { title: serverT(context.get(requestContext).locale, 'posts')('compose.meta'), noindex: true };
  return guard(() =>
    orMissingSellerProfile(
      async () => ({ meta, seller: await listSellerPosts(context.get(depsContext), viewer), token: randomUUID() }),
      () => ({ meta, seller: null, token: randomUUID() }),
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export type PostActionResult =
  | (FormRefusal<PostFormValues> & { outcome: 'invalid' })
  | { outcome: 'preview'; values: PostFormValues; preview: PostPreview }
  | { outcome: 'sent'; recipients: number; alreadySent: boolean };

/** « Aperçu » renders the post and counts its recipients; « Envoyer » sends it (plain form posts). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  const values: PostFormValues = {
    title: formText(form, 'title', postLimits.titleMax * 2),
    body: formText(form, 'body', postLimits.bodyMax * 2),
    audience: formText(form, 'audience') || 'followers',
    productId: formText(form, 'productId'),
    token: formText(form, 'token'),
  };
  return formAction({ values, extra: { outcome: 'invalid' as const } }, async () => {
    if (form.get('intent') === 'preview') {
      const preview = await previewCreatorPost(deps, viewer, values);
      return { outcome: 'preview', values, preview } satisfies PostActionResult;
    }
    const sent = await sendCreatorPost(deps, viewer, values);
    return data<PostActionResult>(
      { outcome: 'sent', recipients: sent.recipients, alreadySent: !sent.sent },
      { status: sent.sent ? 201 : 200 },
    );
  });
}

export default function PostsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('posts');
  const navigation = useNavigation();
  const result = actionData as PostActionResult | undefined;
  const { seller, token } = loaderData;
  const values: PostFormValues =
    result && result.outcome !== 'sent'
      ? result.values
      : { title: '', body: '', audience: 'followers', productId: seller?.products[0]?.id ?? '', token };
  const preview = result?.outcome === 'preview' ? result.preview : null;
  return (
    <>
      <PageHero
        eyebrow={t('compose.eyebrow')}
        title={t('compose.title')}
        lead={t('compose.lead', { perWeek: postLimits.perWeek })}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        {!seller ? (
          <SellerAccessNotice kind="missingProfile" />
        ) : (
          <>
            <Section bold headingId="compose-heading" title={t('compose.heading')} className="space-y-4">
              <p className="text-sm text-muted-foreground">{t('compose.limits', { perWeek: postLimits.perWeek })}</p>
              {result?.outcome === 'sent' && (
                <Notice tone="success">
                  {result.alreadySent ? t('compose.alreadySent') : t('compose.sent', { count: result.recipients })}
                </Notice>
              )}
              {result?.outcome === 'invalid' && result.error && (
                <Notice tone="error">
                  {t(`errors.${result.error}`, { minutes: result.minutes ?? 0, defaultValue: t('errors.unknown') })}
                </Notice>
              )}
              {preview && (
                <section aria-labelledby="preview-heading" className="space-y-3 rounded-card border bg-card p-4 md:p-6">
                  <h3 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-primary">
                    {t('compose.previewHeading')}
                  </h3>
                  <p className="text-xl font-bold">{preview.title}</p>
                  <div className="prose-content" dangerouslySetInnerHTML={{ __html: preview.html }} />
                  <p role="status" className="text-sm font-medium">
                    {t('compose.recipients', { count: preview.recipients })}
                  </p>
                </section>
              )}
              <PostForm
                values={values}
                products={seller.products}
                fieldErrors={(result?.outcome === 'invalid' && result.fieldErrors) || {}}
                busy={navigation.state !== 'idle'}
              />
            </Section>
            <Section bold headingId="sent-heading" title={t('sent.heading')} className="space-y-4">
              <RecordTable
                caption={t('sent.caption')}
                rows={seller.posts}
                label={(key) => t(`sent.${key}`)}
                rowHeader="title"
                empty={t('sent.empty')}
                columns={{
                  date: {
                    cell: (post) => formatDateTime(post.createdAt, i18n.language),
                    className: 'whitespace-nowrap',
                  },
                  title: (post) => (
                    <Link to={`/posts/${post.id}`} className="text-primary hover:underline">
                      {post.title}
                    </Link>
                  ),
                  audience: (post) =>
                    t(`audiences.${post.audience}`, { title: post.productTitle ?? t('sent.deletedProduct') }),
                  recipients: { cell: (post) => post.recipients, numeric: true },
                  state: (post) => (post.hidden ? t('sent.hidden') : t('sent.visible')),
                }}
              />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
