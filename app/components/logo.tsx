import { useTranslation } from '../lib/i18n.tsx';

const sizes = {
  sm: { mark: 'size-7', text: 'text-base' },
  md: { mark: 'size-9', text: 'text-lg' },
  lg: { mark: 'size-12', text: 'text-2xl' },
} as const;

export function Logo({ size = 'md' }: { size?: keyof typeof sizes }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 font-bold tracking-tight">
      <svg viewBox="0 0 32 32" aria-hidden="true" className={sizes[size].mark}>
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <path d="M9 8h7.5a8 8 0 0 1 0 16H9z" className="fill-primary-foreground" />
        <circle cx="16" cy="16" r="3.2" className="fill-primary" />
      </svg>
      <span className={sizes[size].text}>{t('brand')}</span>
    </span>
  );
}
