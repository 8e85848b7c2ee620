import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** The space the sticky box keeps above it (top-24, under the header) and below it, in CSS pixels. */
const stickyMarginPx = 96 + 16;

/**
 * The product page's buy box in a column of its own: on wide screens it follows the reader down that column, which
 * holds nothing else, so it never covers other content. It sticks only once the page knows the box fits in the
 * viewport (a box taller than the window would hide its own end until the column ends), and not before hydration.
 */
export function StickyBuyBox({ className, children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setFits(element.offsetHeight + stickyMarginPx <= window.innerHeight);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    window.addEventListener('resize', check);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', check);
    };
  }, []);
  return (
    <div className={className}>
      <div
        ref={box}
        data-testid="buy-box"
        data-sticky={fits || undefined}
        className={cn('space-y-4 rounded-card border bg-card p-6 shadow-sm', fits && 'lg:sticky lg:top-24')}
      >
        {children}
      </div>
    </div>
  );
}
