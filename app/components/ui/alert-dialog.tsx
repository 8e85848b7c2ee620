import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { type ButtonVariants, buttonVariants } from './button.tsx';
import { dialogClasses } from './dialog.tsx';
import { kitPart } from './kit-part.ts';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** A question that must be answered before going on: no corner button, the overlay does not close it. */
export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={dialogClasses.overlay} />
      <AlertDialogPrimitive.Content
        {...props}
        data-slot="alert-dialog-content"
        className={cn(dialogClasses.panel, className)}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = kitPart('div', 'alert-dialog-header', 'space-y-1.5');
export const AlertDialogFooter = kitPart('div', 'alert-dialog-footer', dialogClasses.footer);
export const AlertDialogTitle = kitPart(AlertDialogPrimitive.Title, 'alert-dialog-title', dialogClasses.title);
export const AlertDialogDescription = kitPart(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  dialogClasses.description,
);

/** The answer that goes on (`variant`: destructive for a deletion). */
export function AlertDialogAction({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & ButtonVariants) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** The answer that goes back (an outline button by default). */
export function AlertDialogCancel({
  className,
  variant = 'outline',
  size,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel> & ButtonVariants) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
