import FileText from 'lucide-react/icons/file-text';
import { redirect } from 'react-router';
import { listInvoicesQuery } from '../../../core/invoices/list-invoices.schema.ts';
import { listInvoices } from '../../../core/invoices/list-invoices.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { InvoiceTable } from '../../components/invoices/invoice-table.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/invoices';
import { pageHref } from './page-href.ts';

const pageQuery = listInvoicesQuery.pick({ page: true });
const perPage = 20;
const invoicesPage = pageHref('/dashboard/invoices');

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const { page } = pageQuery.parse(queryObject(url));
    const invoices = await listInvoices(context.get(depsContext), viewer, { page, per_page: perPage });
    const pages = pageCount(invoices.meta);
    if (page > pages) throw redirect(invoicesPage(pages));
    return { invoices, pages, locale, meta: { title: serverT(locale, 'invoices')('meta.title'), noindex: true } };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('invoices');
  const { invoices, pages, locale } = loaderData;
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8">
        {invoices.meta.total === 0 ? (
          <EmptyState
            icon={FileText}
            title={t('empty.title')}
            action={<ButtonLink to="/market">{t('empty.cta')}</ButtonLink>}
          >
            {t('empty.body')}
          </EmptyState>
        ) : (
          <>
            <p className="text-muted-foreground">{t('count', { count: invoices.meta.total })}</p>
            <InvoiceTable invoices={invoices.data} locale={locale} />
          </>
        )}
        <Pagination page={invoices.meta.page} pages={pages} hrefFor={invoicesPage} />
      </div>
    </>
  );
}
