import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import fr from '../../i18n/locales/fr/common.json' with { type: 'json' };
import { toastArguments } from '../components/chrome/toasts.tsx';
import { toastDurationMs } from './chrome-timing.ts';
import { toggleFavorite } from './favorite-toggle.ts';

const i18n = createInstance();
beforeAll(() => i18n.init({ lng: 'fr', resources: { fr: { common: fr } }, defaultNS: 'common' }));
const t = (key: string) => i18n.t(key);

function run(options: { signedIn?: boolean; status?: number; throws?: boolean }) {
  const shown: unknown[] = [];
  const sent: string[] = [];
  const deps = {
    signedIn: options.signedIn ?? true,
    t,
    notify: (content: unknown, variant?: string) => shown.push([content, variant]),
    send: async (method: 'POST' | 'DELETE', id: string) => {
      sent.push(`${method} ${id}`);
      if (options.throws) throw new TypeError('offline');
      return options.status ?? 200;
    },
  };
  return { deps, shown, sent };
}

describe('favourite toggle toasts (spec §8)', () => {
  it("refuses a signed-out visitor with the destructive 'Connexion requise' toast and calls nothing", async () => {
    const { deps, shown, sent } = run({ signedIn: false });
    expect(await toggleFavorite(deps, 'p1', false)).toBe(false);
    expect(sent).toEqual([]);
    expect(shown).toEqual([
      [{ title: 'Connexion requise', description: 'Vous devez être connecté pour ajouter des favoris' }, 'destructive'],
    ]);
  });

  it('treats a 401 (session ended meanwhile) as signed out', async () => {
    const { deps, shown } = run({ status: 401 });
    expect(await toggleFavorite(deps, 'p1', false)).toBe(false);
    expect(shown).toEqual([
      [{ title: 'Connexion requise', description: 'Vous devez être connecté pour ajouter des favoris' }, 'destructive'],
    ]);
  });

  it("shows 'Erreur' with the spec's descriptions when adding or removing fails", async () => {
    const add = run({ status: 500 });
    expect(await toggleFavorite(add.deps, 'p1', false)).toBe(false);
    expect(add.shown).toEqual([
      [{ title: 'Erreur', description: "Impossible d'ajouter le produit aux favoris" }, 'error'],
    ]);
    const remove = run({ throws: true });
    expect(await toggleFavorite(remove.deps, 'p1', true)).toBe(true);
    expect(remove.shown).toEqual([
      [{ title: 'Erreur', description: 'Impossible de retirer le produit des favoris' }, 'error'],
    ]);
  });

  it("adds with POST ('Ajouté aux favoris') and removes with DELETE ('Retiré des favoris')", async () => {
    const add = run({ status: 201 });
    expect(await toggleFavorite(add.deps, 'p1', false)).toBe(true);
    expect(add.sent).toEqual(['POST p1']);
    expect(add.shown).toEqual([['Ajouté aux favoris', 'success']]);
    const remove = run({ status: 204 });
    expect(await toggleFavorite(remove.deps, 'p1', true)).toBe(false);
    expect(remove.sent).toEqual(['DELETE p1']);
    expect(remove.shown).toEqual([['Retiré des favoris', 'success']]);
  });
});

describe('toast texts and options', () => {
  it('has every success toast of spec §8 in French, to the letter', () => {
    expect([
      t('cart.toast.added'),
      t('cart.toast.removed'),
      t('cart.toast.cleared'),
      t('toasts.favoriteAdded'),
      t('toasts.favoriteRemoved'),
      t('toasts.notificationsRead'),
    ]).toEqual([
      'Produit ajouté au panier',
      'Produit retiré',
      'Panier vidé',
      'Ajouté aux favoris',
      'Retiré des favoris',
      'Notifications marquées comme lues',
    ]);
  });

  it('passes a description to Sonner and marks the destructive variant in the danger colours', () => {
    expect(toastArguments({ title: 'Connexion requise', description: 'x' }, 'destructive')).toEqual({
      title: 'Connexion requise',
      options: { description: 'x', richColors: true, className: 'toast-destructive', testId: 'toast-destructive' },
    });
    expect(toastArguments('Produit retiré', 'success')).toEqual({
      title: 'Produit retiré',
      options: { testId: 'toast-success' },
    });
    const onClick = () => {};
    expect(
      toastArguments({ title: 'Produit ajouté au panier', action: { label: 'Voir le panier', onClick } }, 'success'),
    ).toEqual({
      title: 'Produit ajouté au panier',
      options: { action: { label: 'Voir le panier', onClick }, testId: 'toast-success' },
    });
  });

  it('keeps a toast 4 s by default (spec §9)', () => {
    expect(toastDurationMs).toBe(4000);
  });
});
