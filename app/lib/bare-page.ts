import { useMatches } from 'react-router';

/** What a route may say about its document in its `handle` export. */
export interface RouteHandle {
  /**
   * A bare page: no site header or footer and no script at all (no hydration), so it works in a frame sandboxed
   * without `allow-scripts`: Déploia's own demos (decision 0042).
   */
  bare?: boolean;
}

export const barePage: RouteHandle = { bare: true };

export function useBarePage(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare === true);
}
