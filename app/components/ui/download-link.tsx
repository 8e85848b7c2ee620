import Download from 'lucide-react/icons/download';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/** A file to download (an export, a PDF), drawn as a small outline button led by the download icon. */
export function DownloadLink({ className, children, ...props }: Omit<ComponentProps<'a'>, 'download'>) {
  return (
    <a {...props} download className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}>
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}
