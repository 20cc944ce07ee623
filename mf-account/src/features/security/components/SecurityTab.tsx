import { useState } from 'react';
import { texts } from '../../../texts';
import { useSecurityOverview } from '../hooks/use-security';
import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { PasskeysSection } from './PasskeysSection';
import { RecentChanges } from './RecentChanges';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { SessionsSection } from './SessionsSection';

/**
 * The Security tab: passkeys, the authenticator app, recovery codes, the signed-in sessions
 * and the recent changes to the account's factors.
 */
export function SecurityTab() {
  const { loaded, reload } = useSecurityOverview();
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  if (loaded.state === 'loading') return <p role="status">{texts.security.loading}</p>;
  if (loaded.state === 'failed') {
    return (
      <button type="button" className="k-btn" onClick={reload}>
        {texts.security.retry}
      </button>
    );
  }
  const { passkeys, totp, recovery_codes_left, events } = loaded.data;
  return (
    <div>
      <PasskeysSection passkeys={passkeys} onChanged={reload} onRecoveryCodes={setFreshCodes} />
      <AuthenticatorAppSection
        enabled={totp.enabled}
        onChanged={reload}
        onRecoveryCodes={setFreshCodes}
      />
      <RecoveryCodesSection
        left={recovery_codes_left}
        hasFactor={passkeys.length > 0 || totp.enabled}
        fresh={freshCodes}
        onRecoveryCodes={setFreshCodes}
        onChanged={reload}
      />
      <SessionsSection />
      <RecentChanges events={events} />
    </div>
  );
}
