import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from './button.tsx';

/**
 * What a list says when it has nothing yet: a dashed frame with an optional icon and heading, a line of explanation
 * and the way on: `action`, a button link, or anything else in `children`.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  children,
}: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title?: ReactNode;
  description: ReactNode;
  action?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="rounded-card border border-dashed p-10 text-center">
      {Icon && <Icon aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
      {title && <h2 className={cn('text-xl font-semibold', Icon && 'mt-3')}>{title}</h2>}
      <p className={cn('mx-auto max-w-xl text-muted-foreground', title && 'mt-2')}>{description}</p>
      {action && (
        <ButtonLink to={action.to} className="mt-5">
          {action.label}
        </ButtonLink>
      )}
      {children}
    </div>
  );
}
