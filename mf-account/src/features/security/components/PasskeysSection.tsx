import { useRef } from 'react';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { AccountForm } from '../../../components/AccountForm';
import { TimeStamp } from '../../../components/TimeStamp';
import { withConfirmation } from '../../confirm/confirm-store';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from '../api/security-api';
import { createPasskey } from '../api/passkey-ceremony';
import type { Passkey } from '../api/types';
import { SecuritySection } from './SecuritySection';
import styles from './security.module.css';

export interface PasskeysSectionProps {
  passkeys: Passkey[];
  /** After a change: read the factors again. */
  onChanged: () => void;
  /** Recovery codes the server made with the user's first factor. */
  onRecoveryCodes: (codes: string[]) => void;
}

function PasskeyRow({ passkey, onRemoved }: { passkey: Passkey; onRemoved: () => void }) {
  return (
    <li>
      <div>
        <strong>{passkey.name}</strong>
        <p className={styles.meta}>
          {texts.security.added} <TimeStamp value={passkey.created_at} />
          {' · '}
          {passkey.last_used_at ? (
            <>
              {texts.security.lastUsed} <TimeStamp value={passkey.last_used_at} />
            </>
          ) : (
            texts.security.neverUsed
          )}
        </p>
      </div>
      <ActionButton
        aria-label={texts.security.removeLabel(passkey.name)}
        action={async () => {
          await withConfirmation(() => removePasskey(passkey.id));
          pushSuccess(texts.security.passkeyRemoved(passkey.name));
          onRemoved();
        }}
      >
        {texts.security.remove}
      </ActionButton>
    </li>
  );
}

/** The user's passkeys, each removable, and a named new one. */
export function PasskeysSection({ passkeys, onChanged, onRecoveryCodes }: PasskeysSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed row's button is gone: keyboard focus goes to the section, not to the page.
  const onRemoved = () => {
    heading.current?.focus();
    onChanged();
  };
  return (
    <SecuritySection
      heading={texts.security.passkeys}
      intro={texts.security.passkeysIntro}
      headingRef={heading}
    >
      {passkeys.length > 0 ? (
        <ul className={styles.items}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={onRemoved} />
          ))}
        </ul>
      ) : (
        <p>{texts.security.noPasskeys}</p>
      )}
      <AccountForm
        fields={[{ name: 'name', label: texts.security.passkeyName, autoComplete: 'off' }]}
        submit={texts.security.addPasskey}
        action={async ({ name }, clear) => {
          const response = await createPasskey(await passkeyRegistrationOptions());
          const added = await addPasskey(name.trim(), response);
          clear();
          pushSuccess(texts.security.passkeyAdded(added.passkey.name));
          if (added.recovery_codes?.length) onRecoveryCodes(added.recovery_codes);
          onChanged();
        }}
      />
    </SecuritySection>
  );
}
