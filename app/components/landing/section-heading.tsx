import { cn } from '../../lib/cn.ts';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  align?: 'left' | 'center';
  className?: string;
}

/** The heading block every landing section opens with; `id` labels the section. */
export function SectionHeading({ id, title, subtitle, eyebrow, align = 'left', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl space-y-3', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="text-lg text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
