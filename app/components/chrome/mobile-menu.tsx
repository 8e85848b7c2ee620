import Gift from 'lucide-react/icons/gift';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { isSeller, type SessionUser } from '../../lib/session-user.ts';
import { SearchForm } from '../search-form.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Sheet } from '../ui/sheet.tsx';
import { categoryShortcuts } from './category-shortcuts.ts';
import { LanguagePicker } from './language-picker.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

const link = 'block rounded-md px-3 py-2 font-medium hover:bg-muted';

/**
 * The slide-in menu of small screens: search, navigation, actions, and sign-in or sign-out. Like the user menu, its
 * actions offer 'Créer un produit' to sellers and administrators and 'Devenir vendeur' to other members (spec §2).
 */
export function MobileMenu({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="left" title={t('nav.menu')} closeLabel={t('actions.close')}>
      <div className="space-y-6">
        <SearchForm id="mobile-search" />
        <nav aria-label={t('nav.main')}>
          <ul className="space-y-1">
            <li>
              <Link to="/" onClick={close} className={link}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/market" onClick={close} className={link}>
                {t('nav.marketplace')}
              </Link>
            </li>
            {categoryShortcuts.map((shortcut) => (
              <li key={shortcut}>
                <Link to={`/market?category=${shortcut}`} onClick={close} className={`${link} pl-6 text-sm`}>
                  {t(`nav.shortcuts.${shortcut}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/market?gift=1" onClick={close} className={`${link} inline-flex w-full items-center gap-2`}>
                <Gift aria-hidden="true" className="size-4" />
                {t('nav.gifts')}
              </Link>
            </li>
            <li>
              <Link to="/resources" onClick={close} className={link}>
                {t('nav.resources')}
              </Link>
            </li>
            {/* Signed in, the actions below offer it (or 'Créer un produit'), as the user menu does. */}
            {!user && (
              <li>
                <Link to="/sell" onClick={close} className={link}>
                  {t('nav.sell')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <LanguagePicker />
          <ThemeSwitch />
        </div>
        {user ? (
          <div className="space-y-2">
            <ButtonLink
              to={isSeller(user) ? '/products/new' : '/sell'}
              variant="outline"
              className="w-full"
              onClick={close}
            >
              {isSeller(user) ? t('user.createProduct') : t('user.becomeSeller')}
            </ButtonLink>
            <ButtonLink to="/dashboard" variant="outline" className="w-full" onClick={close}>
              {t('user.dashboard')}
            </ButtonLink>
            <Form method="post" action="/logout">
              <button type="submit" className="w-full rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted">
                {t('auth.logout')}
              </button>
            </Form>
          </div>
        ) : (
          <div className="grid gap-2">
            <ButtonLink to="/login" variant="outline" onClick={close}>
              {t('auth.login')}
            </ButtonLink>
            <ButtonLink to="/signup" onClick={close}>
              {t('auth.signup')}
            </ButtonLink>
          </div>
        )}
      </div>
    </Sheet>
  );
}
