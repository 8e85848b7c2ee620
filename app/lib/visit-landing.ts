import { type LandingInput, landingInput } from '../../core/analytics/traffic-source.ts';

const key = 'deploia_landing';
const utmFields = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * Where this visit landed from (decision 0043): the first page's referrer and UTM fields, kept in the tab's session
 * storage so that a later product view reports the landing, not the previous page. Values the server would refuse
 * are left out. Browser only.
 */
export function visitLanding(): LandingInput {
  try {
    const kept = landingInput.safeParse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    if (kept.success) return kept.data;
  } catch {
    // Storage refused or a value not ours: the landing is this page's.
  }
  const params = new URLSearchParams(window.location.search);
  const landing: Record<string, string> = {};
  if (document.referrer) landing.referrer = document.referrer.slice(0, 2000);
  for (const field of utmFields) {
    const value = params.get(field);
    if (value && landingInput.shape[field].safeParse(value).success) landing[field] = value;
  }
  const parsed = landingInput.parse(landing);
  try {
    sessionStorage.setItem(key, JSON.stringify(parsed));
  } catch {
    // Private browsing may refuse storage: the next page reports itself instead.
  }
  return parsed;
}
