import Check from 'lucide-react/icons/check';
import Circle from 'lucide-react/icons/circle';
import { Form, useNavigation } from 'react-router';
import type { DeployChecklistStep } from '../../../core/deployments/guides/get-deploy-page.ts';
import { formatDate } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Section } from '../ui/section.tsx';

/**
 * The guide's steps the buyer ticks as they go, kept per purchase line: each step is its own small POST form (a
 * toggle button), so it works before the page's JavaScript has loaded, or without it.
 */
export function DeployChecklist({ steps, done }: { steps: DeployChecklistStep[]; done: number }) {
  const { t, i18n } = useTranslation('deploy');
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('step') : null;
  return (
    <Section title={t('checklist.heading')} headingId="checklist-heading" className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('checklist.hint')}</p>
      <div className="space-y-2">
        <p id="checklist-progress" role="status" className="font-medium">
          {t('checklist.progress', { count: done, total: steps.length })}
        </p>
        <progress
          aria-labelledby="checklist-progress"
          value={done}
          max={steps.length}
          className="h-2 w-full overflow-hidden rounded-full accent-primary"
        />
      </div>
      <ol className="space-y-2">
        {steps.map((step, index) => {
          const ticked = step.tickedAt !== null;
          return (
            <li key={step.slug}>
              <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="tick" />
                <input type="hidden" name="step" value={step.slug} />
                <input type="hidden" name="ticked" value={ticked ? 'false' : 'true'} />
                <button
                  type="submit"
                  aria-pressed={ticked}
                  disabled={pending === step.slug}
                  className={cn(
                    'flex min-h-11 flex-1 items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm transition-colors hover:bg-secondary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    ticked && 'border-primary bg-primary/5',
                  )}
                >
                  {ticked ? (
                    <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  ) : (
                    <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  )}
                  <span className="flex-1">
                    <span className="sr-only">{t('checklist.stepNumber', { number: index + 1 })} </span>
                    {step.title}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {ticked
                      ? t('checklist.doneOn', { date: formatDate(step.tickedAt!, i18n.language) })
                      : t('checklist.todo')}
                  </span>
                </button>
              </Form>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
