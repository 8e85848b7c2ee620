import Check from 'lucide-react/icons/check';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';

const steps = ['discover', 'buy', 'deploy'] as const;
/** How long each step stays on screen while playing; its parts enter within the first three seconds. */
const stepMs = 4500;

/**
 * The landing's demonstration "video": a short animation drawn in HTML and CSS (no media file to download), in
 * three steps, discovering, buying and deploying a product, each with its caption. It plays on its own unless the
 * reader asks for less motion, and stops with its pause button; the numbered steps under it show any step at
 * once. Screen readers get the whole story as the figure's description; the drawing itself is hidden from them.
 */
export function HeroDemo() {
  const { t } = useTranslation('landing');
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!playing) return;
    // Restarted by every change of step, the reader's too: each step gets its full time.
    const timer = window.setTimeout(() => setStep((step + 1) % steps.length), stepMs);
    return () => window.clearTimeout(timer);
  }, [playing, step]);

  const current = steps[step] ?? 'discover';
  return (
    <figure
      className="hero-demo overflow-hidden rounded-card border bg-card shadow-sm"
      data-paused={playing ? undefined : ''}
      aria-labelledby="hero-demo-title"
      aria-describedby="hero-demo-story"
    >
      <div aria-hidden="true" className="relative aspect-video bg-gradient-to-br from-secondary to-accent">
        <div className="absolute inset-3 overflow-hidden rounded-lg border bg-background shadow-md sm:inset-5">
          <div className="flex items-center gap-1.5 border-b bg-muted px-3 py-2">
            <span className="size-2 rounded-full bg-muted-foreground/40" />
            <span className="size-2 rounded-full bg-muted-foreground/40" />
            <span className="size-2 rounded-full bg-muted-foreground/40" />
            <span className="ml-3 h-2 w-1/3 rounded-full bg-muted-foreground/20" />
          </div>
          {/* Keyed: a new step starts its animations from the beginning. */}
          <div key={current} className="relative h-full">
            {current === 'discover' && <DiscoverScene />}
            {current === 'buy' && <BuyScene label={t('hero.demo.buyButton')} />}
            {current === 'deploy' && <DeployScene label={t('hero.demo.live')} />}
          </div>
        </div>
      </div>
      <div className="flex items-center gap-3 border-t px-3 pt-3">
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border bg-background hover:bg-muted"
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          <span className="sr-only">{playing ? t('hero.demo.pause') : t('hero.demo.play')}</span>
        </button>
        <ol className="grid flex-1 grid-cols-3 gap-2">
          {steps.map((name, index) => (
            <li key={name}>
              <button
                type="button"
                aria-current={index === step ? 'step' : undefined}
                onClick={() => setStep(index)}
                className="w-full rounded-md px-1 py-1 text-left text-xs font-medium text-muted-foreground hover:text-foreground aria-[current=step]:text-foreground sm:text-sm"
              >
                <span className="block h-1 overflow-hidden rounded-full bg-muted">
                  {index < step && <span className="block h-full bg-primary" />}
                  {index === step && (
                    <span data-anim="grow" className="block h-full bg-primary [--d:4.5s] [--ease:linear]" />
                  )}
                </span>
                <span className="mt-1 block">
                  {t('hero.demo.stepLabel', { index: index + 1, title: t(`hero.demo.steps.${name}.title`) })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="px-3 pt-2 pb-3">
        <span id="hero-demo-title" className="sr-only">
          {t('hero.demo.title')}
        </span>
        <span aria-hidden="true" className="block min-h-10 text-sm text-muted-foreground">
          {t(`hero.demo.steps.${current}.caption`)}
        </span>
        <ol id="hero-demo-story" className="sr-only">
          {steps.map((name) => (
            <li key={name}>{t(`hero.demo.steps.${name}.caption`)}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/** The pointer, drawn at its final place, gliding in from (--from-x, --from-y). */
function Pointer({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      data-anim="move"
      viewBox="0 0 24 24"
      className={cn('absolute size-6 drop-shadow', className)}
    >
      <path d="M4 3l15 7.5-6.5 1.8L9.8 19z" className="fill-foreground stroke-background" strokeWidth="1.5" />
    </svg>
  );
}

const bar = 'block h-2 rounded-full bg-muted-foreground/25';
const covers = ['from-primary/80 to-primary/40', 'from-accent-foreground/70 to-accent', 'from-rating/80 to-rating/30'];

function DiscoverScene() {
  return (
    <div className="space-y-3 p-3 sm:p-4">
      <div className="flex items-center gap-2 rounded-full border bg-card px-3 py-1.5">
        <Search className="size-4 text-muted-foreground" />
        <span data-anim="grow" className={cn(bar, 'w-2/5 [--d:1.2s]')} />
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {covers.map((cover, i) => (
          <div
            key={cover}
            data-anim="pop"
            className={cn(
              'relative rounded-md border bg-card p-1.5 sm:p-2',
              ['[--delay:.5s]', '[--delay:.8s]', '[--delay:1.1s]'][i],
            )}
          >
            <span className={cn('block aspect-[8/5] rounded bg-gradient-to-br', cover)} />
            <span className={cn(bar, 'mt-2 w-3/4')} />
            <span className="mt-1 block h-2 w-1/3 rounded-full bg-primary/60" />
            {i === 1 && (
              <span data-anim="pop" className="absolute -inset-1 rounded-lg ring-2 ring-primary [--delay:2.6s]" />
            )}
          </div>
        ))}
      </div>
      <Pointer className="top-[62%] left-[55%] [--delay:1.4s] [--d:1.1s] [--from-x:9rem] [--from-y:-4rem]" />
    </div>
  );
}

function BuyScene({ label }: { label: string }) {
  return (
    <div className="grid grid-cols-5 gap-3 p-3 sm:gap-4 sm:p-4">
      <span
        data-anim="pop"
        className="col-span-3 block aspect-[8/5] rounded-md bg-gradient-to-br from-primary/80 to-accent"
      />
      <div className="col-span-2 space-y-2">
        <span className={cn(bar, 'w-full')} />
        <span className={cn(bar, 'w-2/3')} />
        <span className="flex gap-1">
          {[0, 1, 2, 3, 4].map((star) => (
            <span key={star} className="size-2 rounded-full bg-rating" />
          ))}
        </span>
        <span className="block h-3 w-1/2 rounded-full bg-foreground/70" />
        <span
          data-anim="press"
          className="flex items-center justify-center gap-1 rounded-md bg-primary px-2 py-1.5 text-xs font-medium text-primary-foreground [--delay:2s] [--d:.4s]"
        >
          <ShoppingCart className="size-3.5 shrink-0" />
          <span className="truncate">{label}</span>
        </span>
      </div>
      <Pointer className="top-[58%] left-[82%] [--delay:.6s] [--d:1.2s] [--from-x:-12rem] [--from-y:3rem]" />
      <span
        data-anim="pop"
        className="absolute right-3 bottom-6 flex items-center gap-2 rounded-md border bg-card px-3 py-2 shadow-md [--delay:2.6s]"
      >
        <Check className="size-4 rounded-full bg-primary p-0.5 text-primary-foreground" />
        <span className={cn(bar, 'w-16')} />
      </span>
    </div>
  );
}

function DeployScene({ label }: { label: string }) {
  return (
    <div className="space-y-3 p-3 sm:space-y-4 sm:p-5">
      <div className="flex items-center gap-2">
        <Rocket className="size-5 text-primary" />
        <span className={cn(bar, 'w-1/3')} />
      </div>
      <span className="block h-2 overflow-hidden rounded-full bg-muted">
        <span data-anim="grow" className="block h-full bg-primary [--d:2.4s] [--ease:linear]" />
      </span>
      <ul className="space-y-2">
        {['[--delay:.8s]', '[--delay:1.6s]', '[--delay:2.4s]'].map((delay, i) => (
          <li key={delay} className="flex items-center gap-2">
            <Check
              data-anim="pop"
              className={cn('size-4 rounded-full bg-primary p-0.5 text-primary-foreground', delay)}
            />
            <span className={cn(bar, ['w-1/2', 'w-2/5', 'w-3/5'][i])} />
          </li>
        ))}
      </ul>
      <span
        data-anim="pop"
        className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground [--delay:2.9s]"
      >
        <span className="size-2 rounded-full bg-primary" />
        {label}
      </span>
    </div>
  );
}
