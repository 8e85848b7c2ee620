import Lock from 'lucide-react/icons/lock';
import { Popover } from 'radix-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { collectionLimits, collectionName } from '../../../core/lists/collections.schema.ts';
import type { CollectionSummary } from '../../../core/lists/collections-access.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { notify } from '../chrome/toasts.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { FieldError } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { AddToCollectionButton, type AddToCollectionProps } from './add-to-collection-button.tsx';

type MenuState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; collections: CollectionSummary[] };

interface ApiError {
  error?: { code?: string; details?: { message?: string }[] };
}

/** The error code of an API answer: the field's code of a 400 (e.g. name_too_long), else the error's code. */
async function errorCode(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as ApiError;
  const code = body.error?.code ?? 'unknown';
  return code === 'invalid_request' ? (body.error?.details?.[0]?.message ?? 'unknown') : code;
}

/** The popover of AddToCollection (loaded for signed-in users only). */
export default function CollectionPopover({ productId, title, className }: AddToCollectionProps) {
  const { t } = useTranslation('collections');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const nameId = useId();
  const errorText = (code: string) => t(`errors.${code}`, { defaultValue: t('errors.unknown') });
  const loginRequired = () =>
    notify({ title: t('common:toasts.loginRequired.title'), description: t('add.loginRequired') }, 'destructive');

  // Asked each time the menu opens, so changes made elsewhere show up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how 'Réessayer' asks again
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const url = `/api/v1/me/collections?product_id=${encodeURIComponent(productId)}`;
    setState({ status: 'loading' });
    (async () => {
      try {
        const res = await fetch(url, { signal: controller.signal });
        if (res.status === 401) {
          setOpen(false);
          loginRequired();
          return;
        }
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
        const { data } = (await res.json()) as { data: CollectionSummary[] };
        setState({ status: 'ready', collections: data });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn(error);
        setState({ status: 'failed' });
      }
    })();
    return () => controller.abort();
  }, [open, attempt, productId]);

  const setHas = (id: string, hasProduct: boolean) =>
    setState((s) =>
      s.status === 'ready'
        ? { ...s, collections: s.collections.map((c) => (c.id === id ? { ...c, hasProduct } : c)) }
        : s,
    );

  const toggle = async (collection: CollectionSummary) => {
    const adding = !collection.hasProduct;
    setBusy((b) => new Set(b).add(collection.id));
    try {
      const base = `/api/v1/me/collections/${encodeURIComponent(collection.id)}/items`;
      const res = adding
        ? await fetch(base, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ productId }),
          })
        : await fetch(`${base}/${encodeURIComponent(productId)}`, { method: 'DELETE' });
      if (res.status === 401) loginRequired();
      else if (res.ok) {
        setHas(collection.id, adding);
        notify(t(adding ? 'add.added' : 'add.removed', { name: collection.name }), 'success');
      } else {
        const code = await errorCode(res);
        notify(
          {
            title: t('common:toasts.error'),
            description: t(`errors.${code}`, { defaultValue: t(adding ? 'add.addFailed' : 'add.removeFailed') }),
          },
          'error',
        );
      }
    } catch {
      notify(
        { title: t('common:toasts.error'), description: t(adding ? 'add.addFailed' : 'add.removeFailed') },
        'error',
      );
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(collection.id);
        return next;
      });
    }
  };

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = collectionName.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? 'unknown');
      return;
    }
    setCreating(true);
    try {
      const res = await fetch('/api/v1/me/collections', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: checked.data, productId }),
      });
      if (res.status === 401) {
        loginRequired();
        return;
      }
      if (!res.ok) {
        setNameError(await errorCode(res));
        return;
      }
      const { data } = (await res.json()) as { data: CollectionSummary };
      setState((s) =>
        s.status === 'ready' ? { ...s, collections: [{ ...data, hasProduct: true }, ...s.collections] } : s,
      );
      setName('');
      setNameError(null);
      notify(t('add.created', { name: data.name }), 'success');
    } catch {
      setNameError('unknown');
    } finally {
      setCreating(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <AddToCollectionButton title={title} className={className} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-labelledby={headingId}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border bg-card p-4 text-card-foreground shadow-lg outline-none"
        >
          <h2 id={headingId} className="mb-3 font-semibold">
            {t('add.heading')}
          </h2>
          {state.status === 'loading' ? (
            <p role="status" className="py-4 text-center text-sm text-muted-foreground">
              {t('add.loading')}
            </p>
          ) : state.status === 'failed' ? (
            <div role="alert" className="flex flex-col items-center gap-2 py-4 text-center text-sm">
              <p>{t('add.loadFailed')}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                {t('add.retry')}
              </Button>
            </div>
          ) : state.collections.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('add.none')}</p>
          ) : (
            <fieldset className="min-w-0">
              <legend className="sr-only">{t('add.yours')}</legend>
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {state.collections.map((collection) => {
                  const id = `${headingId}-${collection.id}`;
                  return (
                    <li key={collection.id}>
                      <label
                        htmlFor={id}
                        className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-[:disabled]:opacity-60"
                      >
                        <Checkbox
                          id={id}
                          checked={!!collection.hasProduct}
                          disabled={busy.has(collection.id)}
                          onChange={() => void toggle(collection)}
                        />
                        <span className="min-w-0 flex-1 truncate" title={collection.name}>
                          {collection.name}
                        </span>
                        {!collection.isPublic && (
                          <Lock
                            aria-label={t('private')}
                            role="img"
                            className="size-3.5 shrink-0 text-muted-foreground"
                          />
                        )}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          {state.status === 'ready' && (
            <form onSubmit={create} noValidate className="mt-4 space-y-1.5 border-t pt-4">
              <Label htmlFor={nameId} className="block font-medium">
                {t('add.newLabel')}
              </Label>
              <div className="flex flex-col gap-2">
                <Input
                  id={nameId}
                  type="text"
                  value={name}
                  autoComplete="off"
                  maxLength={collectionLimits.nameMax * 2}
                  placeholder={t('add.newPlaceholder')}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${nameId}-error` : undefined}
                  onChange={(event) => {
                    setName(event.target.value);
                    setNameError(null);
                  }}
                  size="sm"
                />
                <Button type="submit" size="sm" disabled={creating}>
                  {t('add.create')}
                </Button>
              </div>
              {nameError && (
                <FieldError id={`${nameId}-error`} role="alert">
                  {errorText(nameError)}
                </FieldError>
              )}
            </form>
          )}
          <Link
            to="/collections"
            onClick={() => setOpen(false)}
            className="mt-4 block text-center text-sm font-medium text-primary hover:underline"
          >
            {t('add.manage')}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
