import X from 'lucide-react/icons/x';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { kitPart } from './kit-part.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

/** The parts a dialog and an alert dialog draw alike. */
export const dialogClasses = {
  overlay: 'fixed inset-0 z-50 bg-black/50',
  panel:
    'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-card border bg-background p-6 text-foreground shadow-xl outline-none',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg font-semibold',
  description: 'text-sm text-muted-foreground',
} as const;

export const DialogOverlay = kitPart(DialogPrimitive.Overlay, 'dialog-overlay', dialogClasses.overlay);

/** Centred panel over the page: focus is trapped inside, Escape, the overlay and the corner button close it. */
export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        {...props}
        data-slot="dialog-content"
        className={cn(dialogClasses.panel, 'max-h-[calc(100dvh-2rem)] overflow-y-auto', className)}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = kitPart('div', 'dialog-header', 'space-y-1.5 pr-8');
export const DialogFooter = kitPart('div', 'dialog-footer', dialogClasses.footer);
export const DialogTitle = kitPart(DialogPrimitive.Title, 'dialog-title', dialogClasses.title);
export const DialogDescription = kitPart(DialogPrimitive.Description, 'dialog-description', dialogClasses.description);
