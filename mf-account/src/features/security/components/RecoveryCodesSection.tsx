import { useId } from 'react';
import { useAction } from '@koris/shared/widgets';
import { texts } from '../../../texts';
import { withConfirmation } from '../../confirm/confirm-store';
import { useCopyToClipboard } from '../../registration-tokens/hooks/use-copy-to-clipboard';
import { createRecoveryCodes } from '../api/security-api';
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
  const headingId = useId();
  const { run, busy } = useAction(async () => {
    const { recovery_codes } = await withConfirmation(createRecoveryCodes);
    onRecoveryCodes(recovery_codes);
    onChanged();
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.security.recovery}</h3>
      <p className={styles.hint}>{texts.security.recoveryIntro}</p>
      <p>{texts.security.codesLeft(left)}</p>
      {fresh ? <FreshCodes codes={fresh} /> : null}
      {hasFactor ? (
        <button
          type="button"
          className="k-btn"
          aria-disabled={busy || undefined}
          onClick={() => void run()}
        >
          {texts.security.createCodes}
        </button>
      ) : null}
    </section>
  );
}
