import { type ComponentProps, createElement, type ElementType } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A part of a kit component: `component` (an HTML element or a Radix primitive) marked with its `data-slot` and
 * drawn with `base` classes, to which a caller's `className` adds. Called at module level, once per part.
 */
export function kitPart<T extends ElementType>(component: T, slot: string, base: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part when its module loads, never while rendering
  function KitPart({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(component as ElementType, { ...props, 'data-slot': slot, className: cn(base, className) });
  }
  KitPart.displayName = slot;
  return KitPart;
}
