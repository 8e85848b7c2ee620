import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import type { ReactNode } from 'react';
import type { ProviderHealth } from '../../../core/payments/diagnostic-admin.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DiagnosticTime } from './diagnostic-time.tsx';
import { providerName } from './provider-name.ts';

const code = 'rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all';

/** One provider: whether it is on, where its webhook goes, what to subscribe to or set, and its recent traffic. */
export function ProviderPanel({ provider, locale }: { provider: ProviderHealth; locale: string }) {
  const { t } = useTranslation('diagnostic');
  const sandbox = provider.name === 'sandbox';
  const headingId = `provider-${provider.name}`;
  const state = sandbox
    ? t(provider.configured ? 'providers.sandboxOn' : 'providers.sandboxOff')
    : t(provider.configured ? 'providers.configured' : 'providers.notConfigured');
  const StateIcon = provider.configured ? CircleCheck : CircleDashed;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-card border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {providerName(provider.name, t)}
        </h3>
        <p
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium',
            provider.configured ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          <StateIcon aria-hidden="true" className="size-4" />
          {state}
        </p>
      </div>
      <dl className="space-y-3 text-sm">
        {provider.environment && (
          <Fact term={t('providers.environment')} className="text-muted-foreground">
            {t(`providers.environments.${provider.environment}`)}
          </Fact>
        )}
        <Fact term={t(sandbox ? 'providers.sandboxWebhookUrl' : 'providers.webhookUrl')}>
          <code className={code}>{provider.webhookUrl}</code>
        </Fact>
        <Fact term={t('providers.events')}>
          {provider.events.length === 0 ? (
            <p className="text-muted-foreground">{t('providers.sandboxEvents')}</p>
          ) : (
            <CodeList values={provider.events} />
          )}
        </Fact>
        {provider.missingVariables.length > 0 && (
          <Fact term={t('providers.variables')} className="space-y-2">
            <CodeList values={provider.missingVariables} />
            <p className="text-muted-foreground">{t(`providers.setup.${provider.name}`)}</p>
          </Fact>
        )}
        <Fact term={t('providers.lastWebhook')} className="text-muted-foreground">
          {provider.lastWebhookAt ? (
            <DiagnosticTime iso={provider.lastWebhookAt} locale={locale} />
          ) : (
            t('providers.never')
          )}
        </Fact>
        <Fact term={t('providers.last24h')} className="text-muted-foreground">
          {provider.last24h.length === 0 ? (
            t('providers.none24h')
          ) : (
            <ul>
              {provider.last24h.map(({ statusCode, count }) => (
                <li key={statusCode} className="tabular-nums">
                  {t('providers.statusCount', { count, code: statusCode })}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
    </section>
  );
}

/** One fact about the provider: its name in medium weight, the value under it. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className={cn('mt-1', className)}>{children}</dd>
    </div>
  );
}

function CodeList({ values }: { values: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value}>
          <code className={code}>{value}</code>
        </li>
      ))}
    </ul>
  );
}
