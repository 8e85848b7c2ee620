import Quote from 'lucide-react/icons/quote';
import Star from 'lucide-react/icons/star';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Avatar } from '../avatar.tsx';
import { Carousel } from './carousel.tsx';
import { avatarImage } from './landing-images.ts';
import { SectionHeading } from './section-heading.tsx';
import { CARD_SWIPE_THRESHOLD } from './swipe.ts';

/** Spec §9: the testimonial carousel advances every 6 s. */
export const TESTIMONIALS_AUTOPLAY_MS = 6000;

/** The four testimonials (texts in `landing:testimonials.items.<key>`), with their author, rating and avatar. */
const testimonials = [
  { key: 'ecommerce', author: 'Claire D.', rating: 5, avatar: 1 },
  { key: 'marketing', author: 'Karim B.', rating: 5, avatar: 2 },
  { key: 'creator', author: 'Sophie L.', rating: 5, avatar: 3 },
  { key: 'industry', author: 'Julien M.', rating: 4, avatar: 4 },
] as const;

/** One testimonial at a time on phones, two on tablets, three on desktops. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="testimonials-title"
      aria-roledescription={t('carousel.roleDescription')}
      data-carousel="testimonials"
      className="bg-muted/50"
    >
      <Carousel
        className="mx-auto max-w-7xl px-4 py-12 md:py-16"
        header={
          <SectionHeading
            id="testimonials-title"
            title={t('testimonials.title')}
            subtitle={t('testimonials.subtitle')}
          />
        }
        delay={TESTIMONIALS_AUTOPLAY_MS}
        swipeThreshold={CARD_SWIPE_THRESHOLD}
        previousLabel={t('testimonials.previous')}
        nextLabel={t('testimonials.next')}
        slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      >
        {testimonials.map(({ key, author, rating, avatar }) => {
          const image = avatarImage(avatar);
          const item = (field: string) => t(`testimonials.items.${key}.${field}`);
          return (
            <figure
              key={key}
              className="flex h-full flex-col gap-4 rounded-card border bg-card p-6 text-card-foreground shadow-sm"
            >
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5">
                  <span className="sr-only">{t('testimonials.rating', { rating })}</span>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      aria-hidden="true"
                      className={cn('size-4 text-rating', n <= rating ? 'fill-rating' : 'opacity-40')}
                    />
                  ))}
                </p>
                <Quote aria-hidden="true" className="size-6 text-primary/60" />
              </div>
              <h3 className="text-lg font-semibold">{item('title')}</h3>
              <blockquote className="flex-1 text-muted-foreground">
                <p>{item('quote')}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3 border-t pt-4">
                <Avatar name={author} sources={image} size={48} />
                <span className="flex flex-col">
                  <span className="font-semibold">{author}</span>
                  <span className="text-sm text-muted-foreground">
                    {t('testimonials.role', { role: item('role'), industry: item('industry') })}
                  </span>
                </span>
              </figcaption>
            </figure>
          );
        })}
      </Carousel>
    </section>
  );
}
