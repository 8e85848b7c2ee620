import ArrowRight from 'lucide-react/icons/arrow-right';
import Bot from 'lucide-react/icons/bot';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Plug from 'lucide-react/icons/plug';
import Store from 'lucide-react/icons/store';
import Workflow from 'lucide-react/icons/workflow';
import { type FocusEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { themeImage } from './landing-images.ts';
import { SectionHeading } from './section-heading.tsx';
import { swipeStep } from './swipe.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Spec §9: the landing panel advances every 4 s. */
export const PANEL_AUTOPLAY_MS = 4000;

const themes = [
  { key: 'chatbots', icon: Bot, href: '/market?category=chatbot' },
  { key: 'automation', icon: Workflow, href: '/market?category=automation' },
  { key: 'integrations', icon: Plug, href: '/market?category=integration' },
  { key: 'marketplace', icon: Store, href: '/market' },
  { key: 'training', icon: GraduationCap, href: '/resources' },
] as const;

/**
 * Expanding image panel of the five themes: one open at a time, cycling every 4 s until the reader picks one
 * or touches the panel; swipe left or right on touch screens; a play/pause toggle on phones. No autoplay when
 * the reader prefers reduced motion (the toggle can still start it).
 */
export function ThemePanel() {
  const { t } = useTranslation('landing');
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  /** The reader's own choice (pick, touch or toggle) overrides the default, which follows reduced motion. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const playing = choice ?? !reducedMotion;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setActive((active + 1) % themes.length), PANEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, active]);

  const pick = (index: number) => {
    setChoice(false);
    setActive(index);
  };

  const onTouchStart = (event: TouchEvent) => {
    setChoice(false);
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) setActive((index) => (index + step + themes.length) % themes.length);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section aria-labelledby="themes-title" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <div className="flex items-end justify-between gap-4">
        <SectionHeading
          id="themes-title"
          eyebrow={t('themes.eyebrow')}
          title={t('themes.title')}
          subtitle={t('themes.subtitle')}
        />
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border bg-background hover:bg-muted md:hidden"
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          <span className="sr-only">{playing ? t('carousel.pause') : t('carousel.play')}</span>
        </button>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: touches swipe (buttons pick a panel); hover and focus only pause the autoplay */}
      <div
        data-autoplay={playing ? 'on' : 'off'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        className="mt-8 flex h-[34rem] touch-pan-y flex-col gap-2 md:h-[28rem] md:flex-row md:gap-3"
      >
        {themes.map(({ key, icon: Icon, href }, index) => {
          const open = index === active;
          const image = themeImage(key);
          const sizes = '(min-width: 1280px) 700px, (min-width: 768px) 55vw, 100vw';
          return (
            <div
              key={key}
              className={cn(
                'relative min-h-0 min-w-0 basis-0 overflow-hidden rounded-card bg-muted shadow-sm transition-[flex-grow] duration-500 ease-out',
                open ? 'grow-[5]' : 'grow',
              )}
            >
              <picture>
                <source type="image/avif" srcSet={image.avif} sizes={sizes} />
                <source type="image/webp" srcSet={image.webp} sizes={sizes} />
                <img
                  src={image.fallback}
                  width={image.width}
                  height={image.height}
                  alt=""
                  // The panel opens on the first theme: its image is the largest thing in the first viewport.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  className={cn(
                    'absolute inset-0 h-full w-full object-cover transition-transform duration-700',
                    !open && 'scale-105 brightness-90',
                  )}
                />
              </picture>
              <h3 className="absolute inset-0">
                <button
                  type="button"
                  id={`theme-${key}`}
                  aria-expanded={open}
                  aria-controls={`theme-${key}-panel`}
                  onClick={() => pick(index)}
                  className="flex h-full w-full items-start p-3 text-left focus-visible:outline-offset-[-4px] md:p-4"
                >
                  <span
                    className={cn(
                      'inline-flex items-center gap-2 rounded-full bg-background/90 text-sm font-semibold text-foreground shadow-sm backdrop-blur',
                      open ? 'px-3 py-1.5' : 'px-3 py-1.5 md:p-2',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    <span className={cn(!open && 'md:sr-only')}>{t(`themes.items.${key}.title`)}</span>
                  </span>
                </button>
              </h3>
              <section
                id={`theme-${key}-panel`}
                aria-labelledby={`theme-${key}`}
                hidden={!open}
                className="absolute inset-x-3 bottom-3 space-y-2 rounded-xl bg-background/90 p-4 text-foreground shadow-sm backdrop-blur md:inset-x-4 md:bottom-4 md:max-w-md md:p-5"
              >
                <p className="text-sm leading-relaxed md:text-base">{t(`themes.items.${key}.text`)}</p>
                <Link
                  to={href}
                  aria-label={t('themes.discoverLabel', { theme: t(`themes.items.${key}.title`) })}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                >
                  {t('themes.discover')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
