import Heart from 'lucide-react/icons/heart';
import Home from 'lucide-react/icons/house';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Store from 'lucide-react/icons/store';
import User from 'lucide-react/icons/user';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { useBottomBarVisibility } from '../../lib/use-bottom-bar-visibility.ts';

/** The bar of small screens (spec §2): always on other pages; on product pages for 3 s, then 2 s after each scroll. */
export function BottomBar() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const visible = useBottomBarVisibility(location.pathname.startsWith('/product/'));
  const items = [
    { to: '/', label: t('nav.home'), icon: Home, end: true },
    { to: '/market', label: t('nav.market'), icon: Store, end: false },
    { to: '/favorites', label: t('nav.favorites'), icon: Heart, end: false },
    { to: '/checkout', label: t('nav.cart'), icon: ShoppingCart, end: false },
    ...(user
      ? [
          { to: '/profile', label: t('user.profile'), icon: User, end: false },
          { to: '/dashboard', label: t('user.dashboard'), icon: LayoutDashboard, end: false },
        ]
      : []),
  ];
  return (
    <nav
      aria-label={t('nav.shortcutsBar')}
      data-visible={visible}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-300 md:hidden',
        !visible && 'translate-y-full',
      )}
    >
      <ul className="flex">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end}
              tabIndex={visible ? undefined : -1}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-xs',
                  isActive ? 'text-primary' : 'text-muted-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
