import { useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { pushSuccess } from '@koris/shared/ui';
import { useAction } from '@koris/shared/widgets';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';
import { withConfirmation } from '../../confirm/confirm-store';
import { disableTotp, enableTotp, setUpTotp } from '../api/security-api';
import type { TotpSetup } from '../api/types';
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
  const headingId = useId();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const { run: start, busy } = useAction(async () => setSetup(await setUpTotp()));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.security.app}</h3>
      {enabled ? (
        <>
          <p>{texts.security.appOn}</p>
          <AccountForm
            fields={[
              {
                name: 'code',
                label: texts.security.currentCode,
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
              },
            ]}
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
            fields={[
              {
                name: 'code',
                label: texts.security.codeFromApp,
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
              },
            ]}
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
          <button
            type="button"
            className="k-btn"
            aria-disabled={busy || undefined}
            onClick={() => void start()}
          >
            {texts.security.setUpApp}
          </button>
        </>
      )}
    </section>
  );
}
