import FolderPlus from 'lucide-react/icons/folder-plus';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';

const triggerClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border bg-background hover:bg-muted disabled:opacity-50';

/** What the product page gives AddToCollection, and AddToCollection its popover. */
export interface AddToCollectionProps {
  productId: string;
  title: string;
  className?: string;
}

/** The round button itself (the popover's trigger, or a visitor's refusal). */
export function AddToCollectionButton({ title, className, ...props }: { title: string } & ComponentProps<'button'>) {
  const { t } = useTranslation('collections');
  return (
    <button type="button" aria-label={t('add.button', { title })} className={cn(triggerClass, className)} {...props}>
      <FolderPlus aria-hidden="true" className="size-5" />
    </button>
  );
}
