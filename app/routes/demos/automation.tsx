import { serverT } from '../../../i18n/server-t.ts';
import { DemoPage } from '../../components/demos/demo-page.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { requestContext } from '../../context.ts';
import { barePage } from '../../lib/bare-page.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/automation';

export const handle = barePage;

type Category = 'order' | 'invoice' | 'support' | 'meeting' | 'spam';
type Priority = 'high' | 'normal' | 'low';

/**
 * A Monday morning's inbox, in the order it arrived (texts under `demos:automation.emails.<key>`; the senders and
 * times are data, the same in every language), and what the automation made of each message.
 */
const inbox: { key: string; from: string; at: string; category: Category; priority: Priority }[] = [
  { key: 'e4', from: 'promo@super-offres.example', at: '07:58', category: 'spam', priority: 'low' },
  { key: 'e2', from: 'facturation@transports-ravel.example', at: '08:05', category: 'invoice', priority: 'normal' },
  { key: 'e1', from: 'commandes@epicerie-lumiere.example', at: '08:12', category: 'order', priority: 'high' },
  { key: 'e5', from: 'c.nguyen@cabinet-nguyen.example', at: '08:31', category: 'meeting', priority: 'normal' },
  { key: 'e3', from: 'l.martin@mail.example', at: '08:47', category: 'support', priority: 'high' },
  { key: 'e6', from: 'reception@hotel-tilleuls.example', at: '09:02', category: 'order', priority: 'normal' },
];
const priorityOrder: Record<Priority, number> = { high: 0, normal: 1, low: 2 };
const sorted = [...inbox].sort((a, b) => priorityOrder[a.priority] - priorityOrder[b.priority]);
const priorityVariant = { high: 'primary', normal: 'secondary', low: 'muted' } as const;

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return {
    meta: { title: serverT(locale, 'demos')('automation.metaTitle'), noindex: true },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * /demos/automation: an inbox before and after an e-mail sorting automation. "Avant"/"Après" are native radio
 * buttons and CSS shows the chosen view (`:has`), so the toggle works without a script in its sandboxed frame.
 */
export default function AutomationDemo() {
  const { t } = useTranslation('demos');
  const text = (key: string, part: 'subject' | 'snippet' | 'action') => t(`automation.emails.${key}.${part}`);
  const columns = (['email', 'category', 'priority', 'action'] as const).map((key) => ({
    key,
    label: t(`automation.columns.${key}`),
  }));
  return (
    <DemoPage title={t('automation.title')} intro={t('automation.intro')}>
      <div className="group/demo space-y-4">
        <fieldset className="inline-flex rounded-lg border bg-card p-0.5">
          <legend className="sr-only">{t('automation.view')}</legend>
          {(['before', 'after'] as const).map((view) => (
            <label
              key={view}
              className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                id={`demo-view-${view}`}
                name="view"
                value={view}
                defaultChecked={view === 'before'}
                className="sr-only"
              />
              {t(`automation.${view}`)}
            </label>
          ))}
        </fieldset>

        <section
          aria-labelledby="before-heading"
          className="space-y-2 group-has-[#demo-view-after:checked]/demo:hidden"
        >
          <h2 id="before-heading" className="font-semibold">
            {t('automation.beforeTitle')}
          </h2>
          <ul className="divide-y rounded-card border bg-card">
            {inbox.map((email) => (
              <li key={email.key} className="grid gap-0.5 px-3 py-2 text-sm">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="truncate font-semibold">{email.from}</span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{email.at}</span>
                </p>
                <p className="flex items-baseline gap-2">
                  <span className="font-medium">{text(email.key, 'subject')}</span>
                  <span className="text-xs text-primary">{t('automation.unread')}</span>
                </p>
                <p className="truncate text-muted-foreground">{text(email.key, 'snippet')}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="after-heading"
          className="hidden space-y-2 group-has-[#demo-view-after:checked]/demo:block"
        >
          <h2 id="after-heading" className="font-semibold">
            {t('automation.afterTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('automation.summary', { count: sorted.length })}</p>
          <DataTable caption={t('automation.afterTitle')} columns={columns} tableClassName="min-w-[34rem]">
            {sorted.map((email, index) => (
              <TableRow
                key={email.key}
                className="animate-demo-appear motion-reduce:animate-none"
                style={{ animationDelay: `${index * 150}ms` }}
              >
                <TableCell>
                  <span className="block font-medium">{text(email.key, 'subject')}</span>
                  <span className="block text-xs text-muted-foreground">{email.from}</span>
                </TableCell>
                <TableCell>
                  <Badge variant="outline">{t(`automation.categories.${email.category}`)}</Badge>
                </TableCell>
                <TableCell>
                  <Badge variant={priorityVariant[email.priority]}>
                    {t(`automation.priorities.${email.priority}`)}
                  </Badge>
                </TableCell>
                <TableCell>{text(email.key, 'action')}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        </section>
      </div>
    </DemoPage>
  );
}
