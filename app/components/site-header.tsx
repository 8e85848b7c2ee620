import Bell from 'lucide-react/icons/bell';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import Menu from 'lucide-react/icons/menu';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cartQuantity } from '../lib/cart-state.ts';
import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { isSeller, useSessionUser } from '../lib/session-user.ts';
import { useHeaderVisibility } from '../lib/use-header-visibility.ts';
import { useOpenedOnce } from '../lib/use-opened-once.ts';
import { useCart } from './cart/cart-provider.tsx';
import { categoryShortcuts } from './chrome/category-shortcuts.ts';
import { LanguagePicker } from './chrome/language-picker.tsx';
import { ThemeSwitch } from './chrome/theme-switch.tsx';
import { UserMenu } from './chrome/user-menu.tsx';
import { Logo } from './logo.tsx';
import { SearchForm } from './search-form.tsx';

// Panels load their code (Radix Dialog) on first use, not with the page.
const MobileMenu = lazy(() => import('./chrome/mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));
const FavoritesPanel = lazy(() => import('./panels/favorites-panel.tsx').then((m) => ({ default: m.FavoritesPanel })));
// Only signed-in users download the bell's live updates (EventSource); the server renders it with its badge.
const NotificationsBell = lazy(() =>
  import('./notifications/notifications-bell.tsx').then((m) => ({ default: m.NotificationsBell })),
);

const iconButton = 'relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted';

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const cart = useCart();
  const location = useLocation();
  const onProductPage = location.pathname.startsWith('/product/');
  const header = useRef<HTMLElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const { hidden, scrolled } = useHeaderVisibility(header, onProductPage);
  const [menuOpen, setMenuOpen] = useState(false);
  const [favoritesOpen, setFavoritesOpen] = useState(false);
  const quantity = cartQuantity(cart.items);
  const menuWanted = useOpenedOnce(menuOpen);
  const favoritesWanted = useOpenedOnce(favoritesOpen);

  // "/" focuses the search, unless the visitor is typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      search.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header
      ref={header}
      data-hidden={hidden}
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b bg-background/90 backdrop-blur transition-[transform,box-shadow] duration-300 supports-[backdrop-filter]:bg-background/75',
        hidden && '-translate-y-full',
        scrolled && 'shadow-sm',
      )}
    >
      {/* "Scrolled" changes the look only: a height change would shift the page under the reader. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <button
          type="button"
          className={cn(iconButton, 'lg:hidden')}
          onClick={() => setMenuOpen(true)}
          aria-label={t('nav.openMenu')}
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <Link to="/" aria-label={t('nav.homeLink')} className="shrink-0 rounded-md">
          <span className="sm:hidden">
            <Logo size="sm" />
          </span>
          <span className="hidden sm:inline">
            <Logo size="md" />
          </span>
        </Link>
        <SearchForm ref={search} className="ml-2 hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1">
          <Link
            to="/market?gift=1"
            className={cn(iconButton, 'hidden sm:inline-flex')}
            aria-label={t('nav.gifts')}
            title={t('nav.gifts')}
          >
            <Gift aria-hidden="true" className="size-5" />
          </Link>
          {user && (
            <>
              <button
                type="button"
                className={iconButton}
                onClick={() => setFavoritesOpen(true)}
                aria-label={t('favorites.open')}
              >
                <Heart aria-hidden="true" className="size-5" />
              </button>
              <Suspense
                fallback={
                  <span className={iconButton}>
                    <Bell aria-hidden="true" className="size-5" />
                  </span>
                }
              >
                <NotificationsBell className={iconButton} />
              </Suspense>
            </>
          )}
          <button
            type="button"
            className={iconButton}
            onClick={cart.toggle}
            aria-label={t('cart.open', { count: quantity })}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {quantity > 0 && (
              <span
                data-testid="cart-badge"
                className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
              >
                {quantity}
              </span>
            )}
          </button>
          <div className="hidden items-center gap-2 lg:flex">
            <LanguagePicker />
            <ThemeSwitch />
          </div>
          <UserMenu user={user} />
        </div>
      </div>
      <nav aria-label={t('nav.categories')} className="hidden bg-nav text-nav-foreground lg:block">
        <ul className="mx-auto flex h-10 max-w-7xl items-center gap-6 px-4 text-sm font-medium">
          <li>
            <NavLink to="/market" end className={({ isActive }) => cn('hover:underline', isActive && 'underline')}>
              {t('nav.marketplace')}
            </NavLink>
          </li>
          {categoryShortcuts.map((shortcut) => (
            <li key={shortcut}>
              <Link to={`/market?category=${shortcut}`} className="hover:underline">
                {t(`nav.shortcuts.${shortcut}`)}
              </Link>
            </li>
          ))}
          <li>
            <NavLink to="/resources" className="hover:underline">
              {t('nav.resources')}
            </NavLink>
          </li>
          {!isSeller(user) && (
            <li>
              <Link to="/sell" className="hover:underline">
                {t('nav.sell')}
              </Link>
            </li>
          )}
          <li className="ml-auto">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
              <span
                aria-hidden="true"
                className="size-2 animate-pulse rounded-full bg-destructive motion-reduce:animate-none"
              />
              {t('nav.live')}
            </span>
          </li>
        </ul>
      </nav>
      <Suspense fallback={null}>
        {menuWanted && <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} />}
        {user && favoritesWanted && <FavoritesPanel open={favoritesOpen} onOpenChange={setFavoritesOpen} />}
      </Suspense>
    </header>
  );
}
