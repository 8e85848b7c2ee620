import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { roles } from '../../../../core/accounts/viewer.ts';
import type { AdminUserDetail } from '../../../../core/admin/users/get-user-detail.ts';
import { formatDate, formatDateTime, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmedForm } from '../../ui/confirmed-form.tsx';
import { DescriptionItem, DescriptionList } from '../../ui/description-list.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { type RecordColumns, RecordTable } from '../../ui/record-table.tsx';
import { Section } from '../../ui/section.tsx';

const section = 'space-y-4 rounded-card border bg-card p-5';
/** What each list of the page says when it has nothing. */
const emptyLists = { order: 'noOrders', product: 'noProducts', report: 'noReports', session: 'noSessions' } as const;
/** A decision's form: its reason beside the button, wrapping on a phone. */
export const reasonForm = 'flex flex-wrap items-end gap-3';

export function ReasonInput({ id, required, label }: { id: string; required?: boolean; label: string }) {
  return (
    <Field id={id} name="reason" label={label} className="min-w-56 flex-1">
      <Input size="sm" required={required} minLength={3} maxLength={2000} />
    </Field>
  );
}

/** The /admin/users/:userId page's body: account, roles, ban, support, orders, products, reports, sessions. */
export function UserDetailView({ detail, self }: { detail: AdminUserDetail; self: string }) {
  const { t, i18n } = useTranslation('adminUsers');
  const locale = i18n.language;
  const { user } = detail;
  const held = new Set(detail.roles.map((r) => r.role));
  const isTargetAdmin = held.has('admin');
  /** One of the account's lists: a card with its table, named by its heading, or a line saying it is empty. */
  const list = <Row extends { id: string }>(
    kind: keyof typeof emptyLists,
    rows: readonly Row[],
    columns: RecordColumns<Row>,
    after?: ReactNode,
  ) => (
    <Section title={t(`detail.${kind}s`)} headingId={`user-${kind}s`} className={section}>
      <RecordTable
        caption={t(`detail.${kind}s`)}
        rows={rows}
        label={(column) => t(`detail.${kind}Columns.${column}`)}
        empty={t(`detail.${emptyLists[kind]}`)}
        columns={columns}
      />
      {after}
    </Section>
  );
  return (
    <>
      <header className="space-y-1">
        <h1 className="font-heading text-3xl font-semibold">{user.name}</h1>
        <p className="text-muted-foreground">{user.email}</p>
      </header>

      <Section title={t('detail.profile')} headingId="user-profile" className={section}>
        <DescriptionList className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(
            [
              [t('detail.joined'), formatDate(user.joinedAt, locale)],
              [t('detail.emailVerified'), user.emailVerified ? t('detail.yes') : t('detail.no')],
              [t('detail.twoFactor'), user.twoFactorEnabled ? t('detail.yes') : t('detail.no')],
              [t('list.columns.status'), user.banned ? t('status.banned') : t('status.active')],
            ] as const
          ).map(([term, value]) => (
            <DescriptionItem key={term} term={term} detailClassName="font-medium">
              {value}
            </DescriptionItem>
          ))}
        </DescriptionList>
        {detail.seller && (
          <p>
            <Link to={`/seller/${detail.seller.id}`} className="underline underline-offset-4">
              {t('detail.sellerPage', { name: detail.seller.publicName })}
            </Link>
            {detail.seller.certifiedAt && (
              <span className="ml-2 text-sm text-muted-foreground">
                {t('detail.certifiedSince', { date: formatDate(detail.seller.certifiedAt, locale) })}
              </span>
            )}
          </p>
        )}
        {detail.partner && <p>{t('detail.partnerCode', { code: detail.partner.code })}</p>}
      </Section>

      <Section
        title={t('detail.roles')}
        headingId="user-roles"
        description={t('detail.certifiedHint')}
        className={section}
      >
        <ul className="space-y-3">
          {roles.map((role) => (
            <li key={role}>
              <Form method="post" className={reasonForm}>
                <input type="hidden" name="intent" value={held.has(role) ? 'revoke' : 'grant'} />
                <input type="hidden" name="role" value={role} />
                <span className="min-w-48 font-medium">
                  {t(`roles.${role}`)}
                  {held.has(role) && (
                    <span className="ml-2 text-sm text-muted-foreground">({t('detail.hasRole')})</span>
                  )}
                </span>
                <ReasonInput id={`reason-${role}`} label={t('detail.reasonOptional')} />
                <Button type="submit" variant={held.has(role) ? 'outline' : 'primary'} size="sm">
                  {held.has(role) ? t('detail.revoke') : t('detail.grant')} — {t(`roles.${role}`)}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </Section>

      {user.id !== self && !isTargetAdmin && (
        <Section
          title={t('detail.ban')}
          headingId="user-ban"
          description={user.banned ? undefined : t('detail.banHint')}
          className={section}
        >
          {user.banned && <p>{t('detail.bannedNotice', { reason: user.banReason ?? '' })}</p>}
          <Form method="post" className={reasonForm}>
            <input type="hidden" name="intent" value={user.banned ? 'unban' : 'ban'} />
            <ReasonInput id={user.banned ? 'unban-reason' : 'ban-reason'} required label={t('detail.reasonLabel')} />
            <Button type="submit">{user.banned ? t('detail.unbanButton') : t('detail.banButton')}</Button>
          </Form>
        </Section>
      )}

      {user.id !== self && (
        <Section title={t('detail.twoFactorHeading')} headingId="user-two-factor" className={section}>
          <p>{user.twoFactorEnabled ? t('detail.twoFactorOn') : t('detail.twoFactorOff')}</p>
          {user.twoFactorEnabled && (
            <ConfirmedForm
              method="post"
              className={reasonForm}
              question={{
                title: t('detail.twoFactorConfirmTitle', { name: user.name }),
                text: t('detail.twoFactorConfirmText'),
                confirm: t('detail.twoFactorReset'),
                cancel: t('detail.confirmCancel'),
              }}
            >
              <input type="hidden" name="intent" value="resetTwoFactor" />
              <ReasonInput id="two-factor-reason" required label={t('detail.twoFactorReason')} />
              <Button type="submit" variant="destructive">
                {t('detail.twoFactorReset')}
              </Button>
            </ConfirmedForm>
          )}
        </Section>
      )}

      {user.id !== self && !isTargetAdmin && !user.banned && (
        <Section
          title={t('detail.impersonate')}
          headingId="user-support"
          description={t('detail.impersonateHint')}
          className={section}
        >
          <Form method="post" reloadDocument className={reasonForm}>
            <input type="hidden" name="intent" value="impersonate" />
            <ReasonInput id="impersonate-reason" label={t('detail.reasonOptional')} />
            <Button type="submit" variant="outline">
              {t('detail.impersonateButton')}
            </Button>
          </Form>
        </Section>
      )}

      {list('order', detail.orders, {
        number: (order) => (
          <Link to={`/admin/orders/${order.id}`} className="underline underline-offset-4">
            {order.number}
          </Link>
        ),
        status: (order) => t(`orderStatus.${order.status}`),
        total: (order) => formatPrice(order.totalCents, locale),
        date: (order) => formatDate(order.createdAt, locale),
      })}

      {list('product', detail.products, {
        title: (product) => (
          <Link to={`/products/${product.slug}`} className="underline underline-offset-4">
            {product.title}
          </Link>
        ),
        status: (product) => (
          <>
            {t(`productStatus.${product.status}`)}
            {product.suspensionCause && ` (${t(`suspensionCause.${product.suspensionCause}`)})`}
          </>
        ),
      })}

      {list('report', detail.reports, {
        target: (report) => t(`reportTarget.${report.targetType}`),
        reason: (report) => report.reason,
        status: (report) => t(`reportStatus.${report.status}`),
        date: (report) => formatDate(report.createdAt, locale),
      })}

      {list(
        'session',
        detail.sessions,
        {
          device: {
            cell: (session) => session.userAgent || t('detail.unknownDevice'),
            className: 'max-w-72 truncate font-normal',
          },
          ip: (session) => session.ipAddress ?? '—',
          created: (session) => formatDateTime(session.createdAt, locale),
          expires: (session) => formatDateTime(session.expiresAt, locale),
          impersonated: (session) => (session.impersonatedBy ? t('detail.impersonatedBy') : '—'),
          actions: (session) => (
            <Form method="post">
              <input type="hidden" name="intent" value="revokeSession" />
              <input type="hidden" name="sessionId" value={session.id} />
              <Button type="submit" variant="outline" size="sm">
                {t('detail.revokeSession')}
              </Button>
            </Form>
          ),
        },
        detail.sessions.length > 0 && (
          <ConfirmedForm
            method="post"
            question={{
              title: t('detail.revokeAllConfirmTitle', { name: user.name }),
              text: t('detail.revokeAllConfirmText'),
              confirm: t('detail.revokeAll'),
              cancel: t('detail.confirmCancel'),
            }}
          >
            <input type="hidden" name="intent" value="revokeAll" />
            <Button type="submit" variant="outline">
              {t('detail.revokeAll')}
            </Button>
          </ConfirmedForm>
        ),
      )}
    </>
  );
}
