import { Form, Link } from 'react-router';
import type { ModerationItem as Item, ReportEntry } from '../../../../core/admin/moderation/list-moderation-queue.ts';
import { type ModerationVerb, moderationLimits } from '../../../../core/admin/moderation/moderation.schema.ts';
import type { TargetPreview } from '../../../../core/admin/moderation/target-previews.ts';
import { formatDateTime } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { RecordTable } from '../../ui/record-table.tsx';
import { Textarea } from '../../ui/textarea.tsx';

/** What the page's action answered for one target's form. */
export type ModerationActionData =
  | { ok: true; targetId: string; intent: ModerationVerb; changed: boolean }
  | { ok: false; targetId: string; code: string; field: boolean; reason: string };

function Preview({ preview }: { preview: TargetPreview | null }) {
  const { t, i18n } = useTranslation('adminModeration');
  if (!preview) return <p className="text-muted-foreground">{t('deleted')}</p>;
  if (preview.kind === 'product') {
    return (
      <div className="space-y-1">
        <p className="font-semibold">
          {preview.status === 'published' ? (
            <Link to={`/product/${preview.slug}`} className="text-primary underline-offset-4 hover:underline">
              {preview.title}
            </Link>
          ) : (
            preview.title
          )}{' '}
          <span className="font-normal text-muted-foreground">
            <Link to={`/seller/${preview.sellerId}`} className="hover:underline">
              {t('product.by', { seller: preview.sellerName })}
            </Link>
          </span>
        </p>
        <p className="text-sm">
          {preview.status === 'suspended' && preview.suspensionCause
            ? t(`product.cause.${preview.suspensionCause}`, { reason: preview.suspensionReason ?? '' })
            : t(`product.status.${preview.status}`)}
        </p>
        <p className="text-sm">
          <Link to={`/product/${preview.slug}/edit`} className="text-primary underline-offset-4 hover:underline">
            {t('product.edit')}
          </Link>
        </p>
      </div>
    );
  }
  if (preview.kind === 'review') {
    return (
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">
          {preview.productPublished ? (
            <Link to={`/product/${preview.productSlug}/reviews`} className="hover:underline">
              {t('review.on', { title: preview.productTitle })}
            </Link>
          ) : (
            t('review.on', { title: preview.productTitle })
          )}{' '}
          {t('review.author', { name: preview.authorName ?? t('review.unknownAuthor') })}
        </p>
        <p className="font-semibold">
          {t('review.rating', { rating: preview.rating })} — {preview.title}
        </p>
        <blockquote className="border-s-2 ps-3 whitespace-pre-wrap break-words">{preview.body}</blockquote>
        {preview.status === 'hidden' && (
          <p className="text-sm">{t('review.hidden', { reason: preview.hiddenReason ?? '' })}</p>
        )}
      </div>
    );
  }
  if (preview.kind === 'post') {
    return (
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">
          <Link to={`/seller/${preview.sellerId}`} className="hover:underline">
            {t('post.by', { seller: preview.sellerName })}
          </Link>{' '}
          — {t('post.sent', { count: preview.recipients, date: formatDateTime(preview.createdAt, i18n.language) })}
        </p>
        <p className="font-semibold">
          <Link to={`/posts/${preview.id}`} className="text-primary underline-offset-4 hover:underline">
            {preview.title}
          </Link>
        </p>
        <blockquote className="border-s-2 ps-3 whitespace-pre-wrap break-words">{preview.body}</blockquote>
        {preview.hidden && <p className="text-sm">{t('post.hidden', { reason: preview.hiddenReason ?? '' })}</p>}
      </div>
    );
  }
  if (preview.kind === 'seller') {
    return (
      <div className="space-y-1">
        <p className="font-semibold">
          <Link to={`/seller/${preview.id}`} className="text-primary underline-offset-4 hover:underline">
            {preview.name}
          </Link>
        </p>
        <p className="text-sm">
          {preview.banned ? t('seller.banned') : t('seller.products', { count: preview.publishedProducts })}
        </p>
        <p className="text-sm">
          <Link to={`/admin/users/${preview.userId}`} className="text-primary underline-offset-4 hover:underline">
            {t('seller.account')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <p className="text-sm text-muted-foreground">
        {t('message.participants', {
          buyer: preview.buyerName ?? t('message.unknown'),
          seller: preview.sellerName,
        })}
        {preview.productTitle && <> — {t('message.about', { title: preview.productTitle })}</>}
      </p>
      <p className="text-sm">
        {t('message.sender', {
          name: preview.senderName ?? t('message.unknown'),
          date: formatDateTime(preview.createdAt, i18n.language),
        })}
      </p>
      <blockquote className="border-s-2 ps-3 whitespace-pre-wrap break-words">{preview.body}</blockquote>
      {preview.attachmentName && <p className="text-sm">{t('message.attachment', { name: preview.attachmentName })}</p>}
      {preview.hidden && <p className="text-sm">{t('message.hidden', { reason: preview.hiddenReason ?? '' })}</p>}
      <p className="text-xs text-muted-foreground">{t('message.privacy')}</p>
    </div>
  );
}

function ReportsTable({ reports }: { reports: ReportEntry[] }) {
  const { t, i18n } = useTranslation('adminModeration');
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.language) : '—');
  return (
    <RecordTable
      caption={t('reports.caption')}
      rows={reports}
      label={(key) => t(`reports.${key}`)}
      rowHeader="reason"
      empty={<span className="text-sm">{t('noReports')}</span>}
      columns={{
        date: { cell: (report) => when(report.createdAt), className: 'whitespace-nowrap' },
        reason: (report) => t(`reasons.${report.reason}`, { defaultValue: report.reason }),
        details: { cell: (report) => report.details ?? '—', className: 'whitespace-pre-wrap break-words' },
        reporter: (report) =>
          [report.reporterName, report.reporterEmail].filter(Boolean).join(' — ') || t('reports.anonymous'),
        resolution: (report) =>
          report.status === 'open'
            ? t('reports.status.open')
            : t('reports.resolvedBy', {
                status: t(`reports.status.${report.status}`),
                name: report.resolverName ?? t('reports.anonymous'),
                date: when(report.resolvedAt),
                resolution: report.resolution ?? '',
              }),
      }}
    />
  );
}

/** The verbs that apply to an item as it stands. */
function verbsOf(item: Item): ModerationVerb[] {
  const open = item.reports.some((r) => r.status === 'open');
  const verbs: ModerationVerb[] = [];
  if (item.removed) verbs.push('restore');
  else if (item.preview && item.preview.kind !== 'seller') {
    const p = item.preview;
    const removable = p.kind === 'product' ? p.status === 'published' || p.status === 'suspended' : true;
    if (removable) verbs.push('unpublish');
  }
  if (open) verbs.push('dismiss');
  return verbs;
}

/** One reported content: what it is, its reports, and the decisions with their required reason (plain form post). */
export function ModerationItemCard({ item, answer }: { item: Item; answer: ModerationActionData | undefined }) {
  const { t, i18n } = useTranslation('adminModeration');
  const mine = answer && answer.targetId === item.targetId ? answer : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const verbs = verbsOf(item);
  const id = `moderation-${item.targetId}`;
  const headingId = `${id}-heading`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-card border bg-card p-4 md:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`kind.${item.targetType}`)}
          {item.reportCount > 0 && (
            <span className="ms-2 text-sm font-normal text-muted-foreground">
              {t('reportCount', { count: item.reportCount })}
            </span>
          )}
        </h2>
        {item.firstReportedAt && item.lastReportedAt && (
          <p className="text-xs text-muted-foreground">
            {t('dates', {
              first: formatDateTime(item.firstReportedAt, i18n.language),
              last: formatDateTime(item.lastReportedAt, i18n.language),
            })}
          </p>
        )}
      </header>
      <Preview preview={item.preview} />
      {item.reasons.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">{t('reasons.label')}</span>{' '}
          {item.reasons.map((r) => t(`reasons.${r}`, { defaultValue: r })).join(', ')}
        </p>
      )}
      <ReportsTable reports={item.reports} />
      {verbs.length > 0 && (
        <Form method="post" className="space-y-3">
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t('actions.legend')}</legend>
            <input type="hidden" name="targetType" value={item.targetType} />
            <input type="hidden" name="targetId" value={item.targetId} />
            <Field
              id={`${id}-reason`}
              name="reason"
              label={t('actions.reason')}
              description={t('actions.reasonHint')}
              error={failed?.field ? t(`errors.${failed.code}`, { defaultValue: t('errors.unknown') }) : undefined}
            >
              <Textarea
                className="min-h-24"
                rows={3}
                required
                minLength={moderationLimits.reasonMin}
                maxLength={moderationLimits.reasonMax}
                defaultValue={failed?.reason}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              {verbs.map((verb) => (
                <Button
                  key={verb}
                  type="submit"
                  name="intent"
                  value={verb}
                  size="sm"
                  variant={verb === 'unpublish' ? 'primary' : 'outline'}
                  title={t(`actions.${verb}Hint`)}
                >
                  {t(`actions.${verb}`)}
                </Button>
              ))}
            </div>
            <ul className="list-disc ps-5 text-xs text-muted-foreground">
              {verbs.map((verb) => (
                <li key={verb}>
                  <span className="font-medium">{t(`actions.${verb}`)}</span> — {t(`actions.${verb}Hint`)}
                </li>
              ))}
            </ul>
          </fieldset>
        </Form>
      )}
    </article>
  );
}
