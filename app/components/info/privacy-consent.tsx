import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Trans, useTranslation } from '../../lib/i18n.tsx';

/** The small print under a form that sends personal data: what is done with it, linking to the privacy policy. */
export function PrivacyConsent({ i18nKey, className }: { i18nKey: string; className?: string }) {
  const { t } = useTranslation('info');
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      <Trans
        t={t}
        i18nKey={i18nKey}
        components={{ privacy: <Link to="/privacy-policy" className="text-primary underline" /> }}
      />
    </p>
  );
}
