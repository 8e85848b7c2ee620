/**
 * Calls `onVisible` once, the first time `element` intersects the viewport grown by `rootMargin`
 * (at once where IntersectionObserver is missing). Returns a function that stops observing.
 */
export function observeOnce(
  element: Element | null,
  onVisible: () => void,
  options: IntersectionObserverInit = {},
): () => void {
  if (!element) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onVisible();
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}
