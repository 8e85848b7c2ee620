import { Link, useFetcher, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';
import { Logo } from './logo.tsx';
import { Button } from './ui/button.tsx';
import { FieldError } from './ui/field.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

const columns = [
  {
    title: 'footer.marketplace',
    links: [
      ['/market', 'nav.marketplace'],
      ['/resources', 'nav.resources'],
      ['/sell', 'nav.sell'],
      ['/partners/apply', 'footer.becomePartner'],
      ['/faq', 'footer.faq'],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['/about', 'footer.aboutUs'],
      ['/contact', 'footer.contact'],
      ['/transparency', 'footer.transparency'],
      ['/legal', 'footer.legal'],
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const location = useLocation();
  const newsletter = useFetcher<{ ok?: boolean; errors?: Record<string, string> }>();
  const subscribed = newsletter.data?.ok || new URLSearchParams(location.search).get('newsletter') === 'pending';
  return (
    <footer className="mt-16 border-t bg-muted/50 pb-16 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_2fr]">
        <div className="space-y-3">
          <Logo size="lg" />
          <p className="max-w-md text-sm text-muted-foreground">{t('footer.about')}</p>
          <p className="text-sm font-medium">{t('footer.stats')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-2 text-sm font-semibold">{t(column.title)}</h2>
            <ul className="space-y-1.5 text-sm">
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="text-muted-foreground hover:text-foreground hover:underline">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="space-y-2">
          <h2 className="text-sm font-semibold" id="newsletter-heading">
            {t('footer.newsletter.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('footer.newsletter.text')}</p>
          {subscribed ? (
            <p role="status" className="text-sm font-medium text-primary">
              {t('footer.newsletter.pending')}
            </p>
          ) : (
            <newsletter.Form
              method="post"
              action="/newsletter"
              className="flex gap-2"
              aria-labelledby="newsletter-heading"
            >
              <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
              <Label htmlFor="newsletter-email" className="sr-only">
                {t('footer.newsletter.email')}
              </Label>
              <Input
                id="newsletter-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={t('footer.newsletter.placeholder')}
                aria-invalid={newsletter.data?.errors?.email ? true : undefined}
                aria-describedby={newsletter.data?.errors?.email ? 'newsletter-error' : undefined}
                size="sm"
                className="flex-1"
              />
              <Button type="submit" size="sm" disabled={newsletter.state !== 'idle'}>
                {t('footer.newsletter.submit')}
              </Button>
            </newsletter.Form>
          )}
          {newsletter.data?.errors?.email && (
            <FieldError id="newsletter-error">{newsletter.data.errors.email}</FieldError>
          )}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-muted-foreground">
          <p>{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to="/terms-of-service" className="hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
