import { describe, expect, it } from 'vitest';
import { attributionCookie, attributionFromCookie } from './attribution-cookie.ts';
import { attributionOf, externalHost, landingInput } from './traffic-source.ts';

const own = { ownHost: 'deploia.fr', partnerCode: null };

describe('a visit’s source', () => {
  it('keeps only an external referrer’s host', () => {
    expect(externalHost('https://www.google.com/search?q=agent', 'deploia.fr')).toBe('google.com');
    expect(externalHost('https://deploia.fr/market', 'deploia.fr')).toBeNull();
    expect(externalHost('https://www.deploia.fr/', 'deploia.fr')).toBeNull();
    expect(externalHost('javascript:alert(1)', 'deploia.fr')).toBeNull();
    expect(externalHost('pas une url', 'deploia.fr')).toBeNull();
  });

  it('prefers a partner link, then a campaign, then a referrer, else direct', () => {
    const landing = landingInput.parse({ referrer: 'https://news.ycombinator.com/', utm_source: ' Newsletter ' });
    expect(attributionOf(landing, { ownHost: 'deploia.fr', partnerCode: 'ALICE' }).source).toBe('ref:ALICE');
    expect(attributionOf(landing, own)).toEqual({
      source: 'utm:newsletter',
      utmSource: 'newsletter',
      utmMedium: null,
      utmCampaign: null,
    });
    expect(attributionOf(landingInput.parse({ referrer: 'https://news.ycombinator.com/' }), own).source).toBe(
      'news.ycombinator.com',
    );
    expect(attributionOf({}, own).source).toBe('direct');
  });

  it('refuses odd UTM values and unknown fields', () => {
    expect(landingInput.safeParse({ utm_source: '<script>' }).success).toBe(false);
    expect(landingInput.safeParse({ email: 'a@b.c' }).success).toBe(false);
  });

  it('round-trips through its cookie, and ignores a forged one', () => {
    const attribution = attributionOf(landingInput.parse({ utm_source: 'linkedin', utm_campaign: 'lancement' }), own);
    const cookie = attributionCookie(attribution, false).split(';')[0]!;
    expect(attributionFromCookie(`lang=fr; ${cookie}`)).toEqual(attribution);
    expect(attributionFromCookie('deploia_src=not-json')).toBeNull();
    expect(attributionFromCookie(`deploia_src=${Buffer.from('{"s":""}').toString('base64url')}`)).toBeNull();
  });
});
