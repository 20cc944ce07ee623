import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { AccountForm, codeField } from '../../../components/AccountForm';
import { withConfirmation } from '../../confirm/confirm-store';
import { disableTotp, enableTotp, setUpTotp } from '../api/security-api';
import type { TotpSetup } from '../api/types';
import { SecuritySection } from './SecuritySection';
import styles from './security.module.css';

export interface AuthenticatorAppSectionProps {
  enabled: boolean;
  onChanged: () => void;
  onRecoveryCodes: (codes: string[]) => void;
}

/**
 * The authenticator app (time-based one-time codes). Its QR code is drawn here, as SVG, from
 * the address the server gives: the secret never leaves the page for an image service.
 */
export function AuthenticatorAppSection({
  enabled,
  onChanged,
  onRecoveryCodes,
}: AuthenticatorAppSectionProps) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);

  return (
    <SecuritySection heading={texts.security.app}>
      {enabled ? (
        <>
          <p>{texts.security.appOn}</p>
          <AccountForm
            fields={[codeField(texts.security.currentCode)]}
            submit={texts.security.turnOff}
            action={async ({ code }, clear) => {
              await withConfirmation(() => disableTotp(code.trim()));
              clear();
              pushSuccess(texts.security.appTurnedOff);
              onChanged();
            }}
          />
        </>
      ) : setup ? (
        <>
          <p>{texts.security.appSteps}</p>
          <QRCodeSVG
            value={setup.otpauth_url}
            size={192}
            marginSize={2}
            title={texts.security.qrLabel}
            role="img"
            aria-label={texts.security.qrLabel}
            className={styles.qr}
          />
          <p>
            {texts.security.secret}: <code className={styles.secret}>{setup.secret}</code>
          </p>
          <AccountForm
            fields={[codeField(texts.security.codeFromApp)]}
            submit={texts.security.turnOn}
            action={async ({ code }) => {
              const answer = await enableTotp(code.trim());
              setSetup(null);
              pushSuccess(texts.security.appTurnedOn);
              if (answer.recovery_codes?.length) onRecoveryCodes(answer.recovery_codes);
              onChanged();
            }}
          />
        </>
      ) : (
        <>
          <p>{texts.security.appOff}</p>
          <ActionButton action={async () => setSetup(await setUpTotp())}>
            {texts.security.setUpApp}
          </ActionButton>
        </>
      )}
    </SecuritySection>
  );
}
