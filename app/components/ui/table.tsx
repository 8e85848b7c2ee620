import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { kitPart } from './kit-part.ts';

export const Table = kitPart('table', 'table', 'w-full text-left text-sm');
export const TableCaption = kitPart('caption', 'table-caption', 'text-sm text-muted-foreground');
export const TableHeader = kitPart('thead', 'table-header', 'border-b bg-muted/50');

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

export const TableRow = kitPart('tr', 'table-row', 'border-b last:border-0');

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" {...props} data-slot="table-head" className={cn('px-3 py-2 font-medium', className)} />;
}

export const TableCell = kitPart('td', 'table-cell', 'px-3 py-2 align-top');
