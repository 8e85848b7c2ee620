import Globe from 'lucide-react/icons/globe';
import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { localeNames, locales, localizedHref } from '../../../i18n/config.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';

/** fr, en, es, de: posted to /preferences/language (a cookie for the server, local storage for the spec). */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const id = useId();
  return (
    <Form
      method="post"
      action="/preferences/language"
      reloadDocument
      className={cn('flex items-center gap-1', className)}
    >
      <Globe aria-hidden="true" className="size-4 text-muted-foreground" />
      <Label htmlFor={id} className="sr-only">
        {t('language.label')}
      </Label>
      <input type="hidden" name="redirectTo" value={localizedHref(location.pathname, location.search, 'fr')} />
      <NativeSelect
        id={id}
        name="language"
        defaultValue={i18n.language}
        onChange={(event) => {
          localStorage.setItem('language', event.currentTarget.value);
          event.currentTarget.form?.requestSubmit();
        }}
        size="sm"
      >
        {locales.map((locale) => (
          <NativeSelectOption key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <noscript>
        <button type="submit" className="rounded-md border px-2 py-1 text-sm">
          {t('language.apply')}
        </button>
      </noscript>
    </Form>
  );
}
