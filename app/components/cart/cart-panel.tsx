import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { maxSeats } from '../../../core/cart/cart-limits.ts';
import { linesParam } from '../../../core/cart/cart-lines-param.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { cartTotalCents } from '../../lib/cart-state.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { Price } from '../price.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { Sheet } from '../ui/sheet.tsx';
import { useCart } from './cart-provider.tsx';

export function CartPanel() {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  const close = () => cart.setOpen(false);
  const price = (cents: number) => formatPrice(cents, i18n.language);
  // A signed-in cart is on the server; a visitor's is in this browser and goes to the guest checkout with the link.
  const checkoutHref = useSessionUser() ? '/checkout' : `/checkout?lines=${linesParam(cart.items)}`;
  // A removed line takes its buttons with it: focus goes to the line now in its place, else to the empty state's link.
  const listRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  const focusLineAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusLineAt.current === null) return;
    const titles = listRef.current?.querySelectorAll<HTMLElement>('[data-cart-title]') ?? [];
    const target = titles[Math.min(focusLineAt.current, titles.length - 1)] ?? emptyLinkRef.current;
    focusLineAt.current = null;
    target?.focus();
  });

  return (
    <Sheet
      open={cart.isOpen}
      onOpenChange={cart.setOpen}
      title={t('cart.title')}
      closeLabel={t('actions.close')}
      footer={
        cart.items.length > 0 && (
          <div className="space-y-3">
            <p className="flex items-center justify-between text-lg font-semibold">
              <span>{t('cart.total')}</span>
              <span data-testid="cart-total">{price(cartTotalCents(cart.items))}</span>
            </p>
            <ButtonLink to={checkoutHref} className="w-full" onClick={close}>
              {t('cart.checkout')}
            </ButtonLink>
            <ButtonLink to="/market" variant="outline" className="w-full" onClick={close}>
              {t('cart.continue')}
            </ButtonLink>
            <button
              type="button"
              onClick={() => {
                focusLineAt.current = 0;
                cart.clear();
              }}
              className="w-full text-sm text-muted-foreground underline"
            >
              {t('cart.clear')}
            </button>
          </div>
        )
      }
    >
      {cart.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <ShoppingBag aria-hidden="true" className="size-12 text-muted-foreground" />
          <p className="font-medium">{t('cart.empty')}</p>
          <Link ref={emptyLinkRef} to="/market" onClick={close} className="font-medium text-primary underline">
            {t('cart.discover')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">{t('cart.seatsNote')}</p>
          <ul ref={listRef} className="space-y-4">
            {cart.items.map((item, index) => (
              <li key={item.productId} className="flex gap-3">
                <img
                  src={item.image ?? '/placeholder.svg'}
                  alt=""
                  width={80}
                  height={50}
                  className="h-14 w-20 shrink-0 rounded-md bg-muted object-cover"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <Link
                    data-cart-title
                    to={`/product/${item.slug}`}
                    onClick={close}
                    className="line-clamp-2 text-sm font-medium hover:underline"
                  >
                    {item.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">{item.sellerName}</p>
                  <p className="text-sm font-semibold">
                    <Price cents={item.priceCents} billing={item.billing} />
                  </p>
                  {item.deploymentPriceCents !== null && (
                    <Field
                      id={`cart-deployment-${item.productId}`}
                      name="deployment"
                      orientation="horizontal"
                      className="text-sm"
                      label={
                        <>
                          {t('cart.deployment', { price: price(item.deploymentPriceCents) })}
                          <span className="sr-only"> — {item.title}</span>
                        </>
                      }
                    >
                      <Checkbox
                        checked={item.deployment}
                        onChange={(event) => cart.setDeployment(item.productId, event.currentTarget.checked)}
                      />
                    </Field>
                  )}
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      className="rounded-md border p-1.5 hover:bg-muted"
                      aria-label={t('cart.decrease', { title: item.title })}
                      onClick={() => {
                        if (item.quantity <= 1) focusLineAt.current = index;
                        cart.setQuantity(item.productId, item.quantity - 1);
                      }}
                    >
                      <Minus aria-hidden="true" className="size-3.5" />
                    </button>
                    <span
                      aria-live="polite"
                      data-testid="cart-seats"
                      className="min-w-20 text-center text-sm tabular-nums"
                    >
                      {t('cart.seats', { count: item.quantity })}
                    </span>
                    <button
                      type="button"
                      className="rounded-md border p-1.5 hover:bg-muted disabled:opacity-50"
                      aria-label={t('cart.increase', { title: item.title })}
                      disabled={item.quantity >= maxSeats}
                      onClick={() => cart.setQuantity(item.productId, item.quantity + 1)}
                    >
                      <Plus aria-hidden="true" className="size-3.5" />
                    </button>
                    <button
                      type="button"
                      className="ml-auto rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-destructive"
                      aria-label={t('cart.remove', { title: item.title })}
                      onClick={() => {
                        focusLineAt.current = index;
                        cart.remove(item.productId);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Sheet>
  );
}
