import { reauthenticateSchema, totpCodeSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { QrCode } from '../../lib/qr-code.server.ts';
import { useIntentResult } from '../../lib/use-intent-result.ts';
import { CodeField, PasswordField } from '../auth/credential-fields.tsx';
import { Notice } from '../info/notice.tsx';
import { EndOtherSessionsOffer } from './end-other-sessions.tsx';
import { IntentForm } from './intent-form.tsx';
import { ProfileSection } from './profile-section.tsx';

interface SetupResult {
  intent: string;
  ok: boolean;
  totpURI?: string;
  qr?: QrCode;
  secret?: string;
  backupCodes?: string[];
}

/**
 * TOTP two-factor: enrol (password, then a QR code or a key to type, then one code to confirm), backup
 * codes shown once, new backup codes, removal (password again).
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  const started = useIntentResult<SetupResult>('enable-2fa');
  const confirming = useIntentResult<SetupResult>('confirm-2fa');
  const confirmed = confirming?.ok ? confirming : undefined;
  const regenerated = useIntentResult<SetupResult>('regenerate-backup-codes');
  const setup = (started?.ok && started) || (confirming && !confirming.ok && confirming) || undefined;
  const codes = confirmed?.backupCodes ?? (regenerated?.ok ? regenerated.backupCodes : undefined);
  const password = (errors: Record<string, string | undefined>) => (
    <PasswordField label={t('reauthenticate')} error={errors.password} />
  );

  return (
    <ProfileSection id="two-factor" title={t('twoFactor.title')} lead={t('twoFactor.lead')}>
      <p className="text-sm font-medium">{enabled ? t('twoFactor.on') : t('twoFactor.off')}</p>
      {codes && <BackupCodes codes={codes} />}
      <EndOtherSessionsOffer when={Boolean(confirmed)} />
      {setup?.qr ? (
        <div className="space-y-4">
          <p className="text-sm">{t('twoFactor.scan')}</p>
          <svg
            role="img"
            aria-label={t('twoFactor.qrLabel')}
            viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
            className="size-48 rounded-md bg-white"
            shapeRendering="crispEdges"
          >
            <path d={setup.qr.path} fill="#000" />
          </svg>
          <p className="text-sm">
            {t('twoFactor.manual')}{' '}
            <code data-testid="totp-secret" className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-sm">
              {setup.secret}
            </code>
          </p>
          <IntentForm intent="confirm-2fa" schema={totpCodeSchema} submit={t('twoFactor.confirm')}>
            {(errors) => (
              <>
                <input type="hidden" name="totpURI" value={setup.totpURI} />
                <CodeField label={t('twoFactor.code')} error={errors.code} />
              </>
            )}
          </IntentForm>
        </div>
      ) : enabled ? (
        <>
          <IntentForm intent="regenerate-backup-codes" schema={reauthenticateSchema} submit={t('twoFactor.regenerate')}>
            {password}
          </IntentForm>
          <IntentForm intent="disable-2fa" schema={reauthenticateSchema} submit={t('twoFactor.disable')}>
            {password}
          </IntentForm>
        </>
      ) : (
        <IntentForm intent="enable-2fa" schema={reauthenticateSchema} submit={t('twoFactor.enable')}>
          {password}
        </IntentForm>
      )}
    </ProfileSection>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  return (
    <Notice tone="success" title={t('twoFactor.backupTitle')}>
      <p>{t('twoFactor.backupText')}</p>
      <ul data-testid="backup-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </Notice>
  );
}
