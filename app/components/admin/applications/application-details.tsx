import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SellerApplicationDetail } from '../../../../core/admin/applications/get-seller-application-detail.ts';
import { formatDate } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DescriptionItem, DescriptionList } from '../../ui/description-list.tsx';
import { Section } from '../../ui/section.tsx';

export type ApplicationView = SellerApplicationDetail & { countryName: string };

export const day = (value: Date | string, locale: string) => formatDate(new Date(value).toISOString(), locale);

/** A detail on a line of its own: the term on the first third, the value on the rest (one under the other on a phone). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DescriptionItem
      term={label}
      className="grid gap-1 border-b py-3 last:border-0 sm:grid-cols-3 sm:gap-4"
      termClassName="font-medium"
      detailClassName="text-sm sm:col-span-2"
    >
      {children}
    </DescriptionItem>
  );
}

/** Every trader detail the applicant gave (EU DSA art. 30), as they typed it. */
export function TraderDetails({ application }: { application: ApplicationView }) {
  const { t, i18n } = useTranslation('adminApplications');
  const locale = i18n.language as 'fr' | 'en' | 'es' | 'de';
  const none = <span className="text-muted-foreground">{t('detail.trader.none')}</span>;
  return (
    <Section
      bold
      headingId="trader"
      title={t('detail.trader.heading')}
      className="rounded-card border bg-card p-5 md:p-6"
    >
      <DescriptionList className="mt-3">
        <Row label={t('detail.trader.status')}>{t(`seller:trader.statuses.${application.traderStatus}`)}</Row>
        <Row label={t('detail.trader.legalName')}>{application.legalName}</Row>
        <Row label={t('detail.trader.address')}>
          <address className="not-italic">
            {application.addressLine}
            <br />
            {application.postalCode} {application.city}
            <br />
            {application.countryName}
          </address>
        </Row>
        <Row label={t('detail.trader.phone')}>
          <a href={`tel:${application.phone.replace(/\s/g, '')}`} className="underline">
            {application.phone}
          </a>
        </Row>
        <Row label={t('detail.trader.email')}>
          <a href={`mailto:${application.email}`} className="break-all underline">
            {application.email}
          </a>
        </Row>
        <Row label={t('detail.trader.companyId')}>{application.companyId ?? none}</Row>
        <Row label={t('detail.trader.vatNumber')}>{application.vatNumber ?? none}</Row>
        <Row label={t('detail.trader.iban')}>
          <span className="font-mono">{application.iban}</span>
        </Row>
        <Row label={t('detail.trader.portfolio')}>
          {application.portfolioUrls.length > 0 ? (
            <ul className="space-y-1">
              {application.portfolioUrls.map((href) => (
                <li key={href}>
                  <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="break-all underline">
                    {href}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
        <Row label={t('detail.trader.categories')}>
          {application.categories.length > 0
            ? application.categories.map((c) => c.labels?.[locale] ?? c.slug).join(', ')
            : none}
        </Row>
        <Row label={t('detail.trader.presentation')}>
          <p className="whitespace-pre-line">{application.presentation}</p>
        </Row>
        <Row label={t('detail.trader.selfCertified')}>
          {t('detail.trader.selfCertifiedAt', { date: day(application.selfCertifiedAt, locale) })}
        </Row>
      </DescriptionList>
    </Section>
  );
}

/** The applicant's account: verified e-mail, age, roles and their other applications. */
export function ApplicantAccount({ application }: { application: ApplicationView }) {
  const { t, i18n } = useTranslation('adminApplications');
  const locale = i18n.language;
  const { applicant } = application;
  return (
    <Section
      bold
      headingId="account"
      title={t('detail.account.heading')}
      className="rounded-card border bg-card p-5 md:p-6"
    >
      <DescriptionList className="mt-3">
        <Row label={t('detail.account.name')}>
          <Link to={`/admin/users/${applicant.id}`} className="underline">
            {applicant.name}
          </Link>
          {applicant.banned && (
            <span className="ml-2 rounded-full border border-destructive px-2 text-xs text-destructive">
              {t('detail.account.banned')}
            </span>
          )}
        </Row>
        <Row label={t('detail.account.email')}>
          <span className="break-all">{applicant.email}</span>
        </Row>
        <Row label={t('detail.account.emailVerified')}>
          {applicant.emailVerified ? t('detail.account.yes') : t('detail.account.no')}
        </Row>
        <Row label={t('detail.account.createdAt')}>{day(applicant.createdAt, locale)}</Row>
        <Row label={t('detail.account.roles')}>
          {applicant.roles.length > 0
            ? applicant.roles.map((role) => t(`roles.${role}`)).join(', ')
            : t('detail.account.noRoles')}
        </Row>
      </DescriptionList>
      <h3 className="mt-4 font-semibold">{t('detail.account.others')}</h3>
      {application.otherApplications.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('detail.account.noOthers')}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {application.otherApplications.map((other) => (
            <li key={other.id}>
              <Link to={`/admin/applications/${other.id}`} className="underline">
                {t('detail.account.other', {
                  status: t(`status.${other.status}`),
                  date: day(other.createdAt, locale),
                })}
              </Link>
              {other.reason && (
                <p className="mt-1 line-clamp-2 whitespace-pre-line text-muted-foreground">{other.reason}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A decided application: the decision, who took it, when, and its reasons (or the approval's message). */
export function DecisionSummary({ application }: { application: ApplicationView }) {
  const { t, i18n } = useTranslation('adminApplications');
  if (application.status === 'pending') return null;
  const status = application.status;
  const reviewer = application.reviewer
    ? `${application.reviewer.name} (${application.reviewer.email})`
    : t('detail.decision.unknownReviewer');
  return (
    <Section
      bold
      headingId="decision"
      title={t('detail.decision.heading')}
      className="rounded-card border bg-card p-5 md:p-6"
    >
      <p className="mt-2">
        {t(`detail.decision.${status}`, {
          date: application.reviewedAt ? day(application.reviewedAt, i18n.language) : '—',
          name: reviewer,
        })}
      </p>
      <div className="mt-4 rounded-lg border bg-muted p-4">
        <p className="text-sm font-medium">
          {t(status === 'rejected' ? 'detail.decision.reason' : 'detail.decision.message')}
        </p>
        <p className="mt-1 whitespace-pre-line text-sm">{application.reason ?? t('detail.decision.noMessage')}</p>
      </div>
    </Section>
  );
}
