import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No tailwind-merge (8 KB of JavaScript on every page): a component's className must
 * add to its base classes, never fight them — wrap the element instead of overriding `display`, `height`…
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
