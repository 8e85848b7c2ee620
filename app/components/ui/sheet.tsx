import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogOverlay } from './dialog.tsx';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'left' | 'right';
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A side panel (Radix Dialog): focus is trapped inside, Escape and the overlay close it. */
export function Sheet({
  open,
  onOpenChange,
  side = 'right',
  title,
  description,
  closeLabel,
  children,
  footer,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          data-slot="sheet"
          className={cn(
            'fixed top-0 z-50 flex h-dvh w-[min(24rem,100vw)] flex-col bg-background text-foreground shadow-xl outline-none',
            side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
          )}
        >
          <header className="flex items-start justify-between gap-4 border-b p-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="rounded-md p-2 hover:bg-muted" aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
          {footer && <footer className="border-t p-4">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
