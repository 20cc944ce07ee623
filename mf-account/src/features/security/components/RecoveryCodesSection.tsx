import { useId } from 'react';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { withConfirmation } from '../../confirm/confirm-store';
import { useCopyToClipboard } from '../../registration-tokens/hooks/use-copy-to-clipboard';
import { createRecoveryCodes } from '../api/security-api';
import { SecuritySection } from './SecuritySection';
import styles from './security.module.css';

export interface RecoveryCodesSectionProps {
  left: number;
  /** Whether the user has a factor the codes stand in for. */
  hasFactor: boolean;
  /** Codes just made (shown once), or null. */
  fresh: string[] | null;
  onRecoveryCodes: (codes: string[]) => void;
  onChanged: () => void;
}

function FreshCodes({ codes }: { codes: string[] }) {
  const headingId = useId();
  const { state, copy } = useCopyToClipboard();
  const feedback =
    state === 'copied'
      ? texts.security.codesCopied
      : state === 'failed'
        ? texts.security.codesCopyFailed
        : '';
  return (
    <div aria-labelledby={headingId} role="group">
      <h4 id={headingId}>{texts.security.newCodes}</h4>
      <p className={styles.hint}>{texts.security.newCodesNote}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="k-btn" onClick={() => void copy(codes.join('\n'))}>
        {texts.buttons.copy}
      </button>
      <p role="status">{feedback}</p>
    </div>
  );
}

/** How many single-use codes are left, new ones on request, and new ones shown once. */
export function RecoveryCodesSection({
  left,
  hasFactor,
  fresh,
  onRecoveryCodes,
  onChanged,
}: RecoveryCodesSectionProps) {
  return (
    <SecuritySection heading={texts.security.recovery} intro={texts.security.recoveryIntro}>
      <p>{texts.security.codesLeft(left)}</p>
      {fresh ? <FreshCodes codes={fresh} /> : null}
      {hasFactor ? (
        <ActionButton
          action={async () => {
            const { recovery_codes } = await withConfirmation(createRecoveryCodes);
            onRecoveryCodes(recovery_codes);
            onChanged();
          }}
        >
          {texts.security.createCodes}
        </ActionButton>
      ) : null}
    </SecuritySection>
  );
}
