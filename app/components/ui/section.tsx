import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

const headingSizes = { base: '', lg: 'text-lg', xl: 'text-xl', '2xl': 'text-2xl' } as const;

/**
 * A titled region: a `section` named by its own `h2` (aria-labelledby), so assistive technologies list it as a
 * landmark. `headingId` when something links to the heading; `actions` sit at the heading's end (a link, a button);
 * `className` replaces the default spacing between the heading and the content.
 */
export function Section({
  title,
  description,
  actions,
  size = 'xl',
  bold = false,
  headingId,
  headingClassName,
  className = 'space-y-3',
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  size?: keyof typeof headingSizes;
  bold?: boolean;
  headingId?: string;
  headingClassName?: string;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const heading = (
    <h2 id={id} className={cn(headingSizes[size], bold ? 'font-bold' : 'font-semibold', headingClassName)}>
      {title}
    </h2>
  );
  return (
    <section {...props} aria-labelledby={id} className={className}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  );
}
