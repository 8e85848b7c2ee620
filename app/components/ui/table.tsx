import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table {...props} data-slot="table" className={cn('w-full text-left text-sm', className)} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption {...props} data-slot="table-caption" className={cn('text-sm text-muted-foreground', className)} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead {...props} data-slot="table-header" className={cn('border-b bg-muted/50', className)} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr {...props} data-slot="table-row" className={cn('border-b last:border-0', className)} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" {...props} data-slot="table-head" className={cn('px-3 py-2 font-medium', className)} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} data-slot="table-cell" className={cn('px-3 py-2 align-top', className)} />;
}
