import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { Children, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { swipeStep } from './swipe.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

interface CarouselProps {
  /** The heading, left of the controls. */
  header: ReactNode;
  /** Autoplay period in milliseconds. */
  delay: number;
  previousLabel: string;
  nextLabel: string;
  /** Width of one slide per breakpoint, e.g. `basis-full lg:basis-1/3`. */
  slideClassName: string;
  children: ReactNode;
  className?: string;
  /**
   * Touch swipes shorter than this many CSS pixels do not move the carousel (spec §9: 100 px for cards). When
   * set, the carousel moves on touch swipes only (buttons and keys otherwise), not by dragging.
   */
  swipeThreshold?: number;
}

/**
 * An Embla carousel with previous/next and play/pause controls (APG carousel pattern; the enclosing section
 * carries `aria-roledescription="carousel"`). Autoplay advances every `delay` ms and wraps to the start; it pauses
 * while hovered, stops when keyboard focus enters or the reader moves or pauses it, and is off with reduced motion
 * (where moves are instant). Before Embla runs (server HTML), the track
 * scrolls natively so every slide stays reachable.
 */
export function Carousel({
  header,
  delay,
  previousLabel,
  nextLabel,
  slideClassName,
  children,
  className,
  swipeThreshold,
}: CarouselProps) {
  const { t } = useTranslation('landing');
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: 30,
    watchDrag: swipeThreshold === undefined,
  });
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [snap, setSnap] = useState({ selected: 0, canPrevious: false, canNext: true });
  const playing = choice ?? !reducedMotion;
  const running = playing && !hovered && api !== undefined;
  const slides = Children.toArray(children);

  useEffect(() => {
    if (!api) return;
    const update = (embla: EmblaCarouselType) =>
      setSnap({
        selected: embla.selectedScrollSnap(),
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update(api);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  useEffect(() => {
    if (!running || !api) return;
    const timer = setTimeout(() => {
      if (snap.canNext) api.scrollNext(reducedMotion);
      else api.scrollTo(0, reducedMotion);
    }, delay);
    return () => clearTimeout(timer);
  }, [running, api, delay, reducedMotion, snap]);

  const controlClass =
    'inline-flex size-10 items-center justify-center rounded-full border bg-background hover:bg-muted disabled:pointer-events-none disabled:opacity-40';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and keyboard focus only pause or stop the autoplay; the controls are buttons
    <div
      data-autoplay={playing ? 'on' : 'off'}
      data-selected={snap.selected}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => event.target.matches(':focus-visible') && setChoice(false)}
      className={className}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        {header}
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={controlClass}
            onClick={() => {
              setChoice(false);
              api?.scrollPrev(reducedMotion);
            }}
            disabled={!snap.canPrevious}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{previousLabel}</span>
          </button>
          <button type="button" className={controlClass} onClick={() => setChoice(!playing)}>
            {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            <span className="sr-only">{playing ? t('carousel.pause') : t('carousel.play')}</span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => {
              setChoice(false);
              api?.scrollNext(reducedMotion);
            }}
            disabled={!snap.canNext}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{nextLabel}</span>
          </button>
        </div>
      </div>
      <div
        ref={viewportRef}
        data-swipe-threshold={swipeThreshold}
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
          if (swipeThreshold !== undefined) setChoice(false);
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const touch = event.changedTouches[0];
          touchStart.current = null;
          if (swipeThreshold === undefined || !api || !start || !touch) return;
          const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y, swipeThreshold);
          if (step === 1) api.scrollNext(reducedMotion);
          else if (step === -1) api.scrollPrev(reducedMotion);
        }}
        // Before Embla runs (server HTML) the track scrolls natively: focusable, so keyboards can scroll it too.
        tabIndex={api ? undefined : 0}
        // `relative`: the viewport is the containing block of the slides' positioned parts (screen-reader texts), so
        // it clips them too; otherwise they widened the page before Embla's transformed track took over.
        className={cn(
          'relative mt-8 -mx-2 px-2 py-2',
          api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]',
        )}
      >
        <div className="-ml-4 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with a role description (APG), not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are given in a fixed order
              key={index}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slide', { index: index + 1, total: slides.length })}
              className={cn('flex min-w-0 shrink-0 grow-0 snap-start pl-4 [&>*]:min-w-0 [&>*]:flex-1', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
