import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { applyTheme, readTheme, type Theme, themeStorageKey, themes } from '../../lib/theme.ts';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system, saved under `vite-ui-theme`; native radio buttons so the choice is announced. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const name = useId();
  const [theme, setTheme] = useState<Theme>('system');

  // The system's theme is followed by the boot script (app/lib/theme.ts), which reads the stored choice at each change.
  useEffect(() => setTheme(readTheme()), []);

  const choose = (next: Theme) => {
    setTheme(next);
    localStorage.setItem(themeStorageKey, next);
    applyTheme(next);
  };

  return (
    <fieldset className={cn('inline-flex rounded-lg border p-0.5', className)}>
      <legend className="sr-only">{t('theme.label')}</legend>
      {themes.map((option) => {
        const Icon = icons[option];
        return (
          <label
            key={option}
            title={t(`theme.${option}`)}
            className={cn(
              'cursor-pointer rounded-md p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              theme === option ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => choose(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`theme.${option}`)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
