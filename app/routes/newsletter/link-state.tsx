import MailX from 'lucide-react/icons/mail-x';
import { data } from 'react-router';
import type { AppError } from '../../../core/shared/app-error.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Every error but an unknown or malformed token goes to the error screen (`refusingAppErrors`' `rethrow`); that one the
 * page explains itself, with a 404.
 */
export const notAnInvalidLink = (error: AppError) => error.code !== 'newsletter_link_not_found';

export const invalidLink = <Meta,>(meta: Meta) => data({ status: 'invalid' as const, meta }, { status: 404 });

/** Token pages answer once per visitor and hold a secret in their URL: never cache them. */
export const noStore = () => ({ 'Cache-Control': 'no-store' });

/** The centred card every newsletter page uses. */
export function NewsletterCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-20">
      <div className="rounded-card border bg-card p-6 text-center shadow-xs md:p-10">{children}</div>
    </div>
  );
}

export function InvalidLink() {
  const { t } = useTranslation('info');
  return (
    <NewsletterCard>
      <MailX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h1 className="mt-4 text-2xl font-bold">{t('newsletter.invalid.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('newsletter.invalid.text')}</p>
      <ButtonLink to="/newsletter" className="mt-6">
        {t('newsletter.invalid.button')}
      </ButtonLink>
    </NewsletterCard>
  );
}
