import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

/** A success or error message shown in place of (or above) a form. */
export function Notice({
  tone,
  title,
  children,
  className,
  ref,
}: {
  tone: 'success' | 'error';
  title?: string;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn(
        'flex gap-3 rounded-card border p-4 text-sm outline-none',
        tone === 'success'
          ? 'border-primary/40 bg-secondary text-secondary-foreground'
          : 'border-destructive/50 bg-destructive/10',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone === 'error' && 'text-destructive')} />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
