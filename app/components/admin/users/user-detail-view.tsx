import { Form, Link } from 'react-router';
import { roles } from '../../../../core/accounts/viewer.ts';
import type { AdminUserDetail } from '../../../../core/admin/users/get-user-detail.ts';
import { formatDate, formatDateTime, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

const section = 'space-y-4 rounded-card border bg-card p-5';
/** Profile labels muted and smaller than their values; on a phone each value sits under its label, apart from the next pair. */
const term = 'text-sm text-muted-foreground';
const value = 'mb-2 font-medium sm:mb-0';

function ReasonInput({ id, required, label }: { id: string; required?: boolean; label: string }) {
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
  return (
    <>
      <header className="space-y-1">
        <h1 className="font-heading text-3xl font-semibold">{user.name}</h1>
        <p className="text-muted-foreground">{user.email}</p>
      </header>

      <section aria-labelledby="user-profile" className={section}>
        <h2 id="user-profile" className="text-xl font-semibold">
          {t('detail.profile')}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
          <dt className={term}>{t('detail.joined')}</dt>
          <dd className={value}>{formatDate(user.joinedAt, locale)}</dd>
          <dt className={term}>{t('detail.emailVerified')}</dt>
          <dd className={value}>{user.emailVerified ? t('detail.yes') : t('detail.no')}</dd>
          <dt className={term}>{t('detail.twoFactor')}</dt>
          <dd className={value}>{user.twoFactorEnabled ? t('detail.yes') : t('detail.no')}</dd>
          <dt className={term}>{t('list.columns.status')}</dt>
          <dd className={value}>{user.banned ? t('status.banned') : t('status.active')}</dd>
        </dl>
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
      </section>

      <section aria-labelledby="user-roles" className={section}>
        <h2 id="user-roles" className="text-xl font-semibold">
          {t('detail.roles')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('detail.certifiedHint')}</p>
        <ul className="space-y-3">
          {roles.map((role) => (
            <li key={role}>
              <Form method="post" className="flex flex-wrap items-end gap-3">
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
      </section>

      {user.id !== self && !isTargetAdmin && (
        <section aria-labelledby="user-ban" className={section}>
          <h2 id="user-ban" className="text-xl font-semibold">
            {t('detail.ban')}
          </h2>
          {user.banned ? (
            <>
              <p>{t('detail.bannedNotice', { reason: user.banReason ?? '' })}</p>
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="unban" />
                <ReasonInput id="unban-reason" required label={t('detail.reasonLabel')} />
                <Button type="submit">{t('detail.unbanButton')}</Button>
              </Form>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{t('detail.banHint')}</p>
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="ban" />
                <ReasonInput id="ban-reason" required label={t('detail.reasonLabel')} />
                <Button type="submit">{t('detail.banButton')}</Button>
              </Form>
            </>
          )}
        </section>
      )}

      {user.id !== self && !isTargetAdmin && !user.banned && (
        <section aria-labelledby="user-support" className={section}>
          <h2 id="user-support" className="text-xl font-semibold">
            {t('detail.impersonate')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('detail.impersonateHint')}</p>
          <Form method="post" reloadDocument className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="impersonate" />
            <ReasonInput id="impersonate-reason" label={t('detail.reasonOptional')} />
            <Button type="submit" variant="outline">
              {t('detail.impersonateButton')}
            </Button>
          </Form>
        </section>
      )}

      <section aria-labelledby="user-orders" className={section}>
        <h2 id="user-orders" className="text-xl font-semibold">
          {t('detail.orders')}
        </h2>
        {detail.orders.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noOrders')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b">
              <tr>
                {(['number', 'status', 'total', 'date'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-medium">
                    {t(`detail.orderColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.orders.map((order) => (
                <tr key={order.id} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={`/admin/orders/${order.id}`} className="underline underline-offset-4">
                      {order.number}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{t(`orderStatus.${order.status}`)}</td>
                  <td className="px-3 py-2">{formatPrice(order.totalCents, locale)}</td>
                  <td className="px-3 py-2">{formatDate(order.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="user-products" className={section}>
        <h2 id="user-products" className="text-xl font-semibold">
          {t('detail.products')}
        </h2>
        {detail.products.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noProducts')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b">
              <tr>
                {(['title', 'status'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-medium">
                    {t(`detail.productColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.products.map((product) => (
                <tr key={product.id} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={`/products/${product.slug}`} className="underline underline-offset-4">
                      {product.title}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    {t(`productStatus.${product.status}`)}
                    {product.suspensionCause && ` (${t(`suspensionCause.${product.suspensionCause}`)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="user-reports" className={section}>
        <h2 id="user-reports" className="text-xl font-semibold">
          {t('detail.reports')}
        </h2>
        {detail.reports.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noReports')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b">
              <tr>
                {(['target', 'reason', 'status', 'date'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-medium">
                    {t(`detail.reportColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.reports.map((report) => (
                <tr key={report.id} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {t(`reportTarget.${report.targetType}`)}
                  </th>
                  <td className="px-3 py-2">{report.reason}</td>
                  <td className="px-3 py-2">{t(`reportStatus.${report.status}`)}</td>
                  <td className="px-3 py-2">{formatDate(report.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="user-sessions" className={section}>
        <h2 id="user-sessions" className="text-xl font-semibold">
          {t('detail.sessions')}
        </h2>
        {detail.sessions.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noSessions')}</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b">
                  <tr>
                    {(['device', 'ip', 'created', 'expires', 'impersonated', 'actions'] as const).map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 font-medium">
                        {t(`detail.sessionColumns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {detail.sessions.map((s) => (
                    <tr key={s.id} className="border-b last:border-0">
                      <th scope="row" className="max-w-72 truncate px-3 py-2 font-normal">
                        {s.userAgent || t('detail.unknownDevice')}
                      </th>
                      <td className="px-3 py-2">{s.ipAddress ?? '—'}</td>
                      <td className="px-3 py-2">{formatDateTime(s.createdAt, locale)}</td>
                      <td className="px-3 py-2">{formatDateTime(s.expiresAt, locale)}</td>
                      <td className="px-3 py-2">{s.impersonatedBy ? t('detail.impersonatedBy') : '—'}</td>
                      <td className="px-3 py-2">
                        <Form method="post">
                          <input type="hidden" name="intent" value="revokeSession" />
                          <input type="hidden" name="sessionId" value={s.id} />
                          <Button type="submit" variant="outline" size="sm">
                            {t('detail.revokeSession')}
                          </Button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revokeAll" />
              <Button type="submit" variant="outline">
                {t('detail.revokeAll')}
              </Button>
            </Form>
          </>
        )}
      </section>
    </>
  );
}
