import Search from 'lucide-react/icons/search';
import { forwardRef, useEffect, useId, useState } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import type { Suggestion } from '../../core/search/suggest-products.ts';
import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { useUiStatus } from './chrome/ui-status.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

const debounceMs = 150;

/** `/market?q=…` with the trimmed text (plain `/market` when empty), and suggestions as the visitor types. */
export const SearchForm = forwardRef<HTMLInputElement, { className?: string; id?: string }>(function SearchForm(
  { className, id = 'site-search' },
  ref,
) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { showError } = useUiStatus();
  const listId = useId();
  const [text, setText] = useState(params.get('q') ?? '');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  useEffect(() => setText(params.get('q') ?? ''), [params]);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal });
        if (!res.ok) throw new Error(`suggest ${res.status}`);
        setSuggestions(((await res.json()) as { data: Suggestion[] }).data);
        setActive(-1);
      } catch {
        // Aborted by the next keystroke: nothing to say. Offline or a server error: the error banner (spec §4).
        if (controller.signal.aborted) return;
        setSuggestions([]);
        showError(t('search.suggestFailed'));
      }
    }, debounceMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [text, showError, t]);

  const expanded = open && suggestions.length > 0;
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <Form
      method="get"
      action="/market"
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = expanded ? suggestions[active] : undefined;
        const q = text.trim();
        go(chosen ? `/product/${chosen.slug}` : q ? `/market?q=${encodeURIComponent(q)}` : '/market');
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {t('search.label')}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={ref}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && suggestions.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (event.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
        placeholder={t('search.placeholder')}
        maxLength={200}
        autoComplete="off"
        size="sm"
        className="pl-9"
      />
      <button type="submit" className="sr-only">
        {t('search.submit')}
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border bg-card py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // Combobox pattern: options stay out of the tab order; the input's arrow keys and Enter drive them.
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
          <div
            key={suggestion.slug}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(`/product/${suggestion.slug}`)}
            className={cn('cursor-pointer px-3 py-2 text-sm', index === active ? 'bg-muted' : 'hover:bg-muted')}
          >
            {suggestion.title}
          </div>
        ))}
      </div>
    </Form>
  );
});
