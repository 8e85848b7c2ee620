import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

const providerNames = { google: 'Google', github: 'GitHub' } as const;

/** "Continue with …" for each OAuth provider the server has credentials for; nothing otherwise. */
export function OAuthButtons({
  providers,
  redirectTo,
}: {
  providers: (keyof typeof providerNames)[];
  redirectTo: string | null;
}) {
  const { t } = useTranslation('auth');
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('signIn.or')}
      </p>
      {providers.map((provider) => (
        <Form key={provider} method="post" action={`/auth/oauth/${provider}`} reloadDocument>
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <Button type="submit" variant="outline" className="w-full">
            {t('signIn.withProvider', { provider: providerNames[provider] })}
          </Button>
        </Form>
      ))}
    </div>
  );
}
