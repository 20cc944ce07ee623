import { useId, useRef } from 'react';
import type { RoleName } from '@koris/shared/types';
import { texts } from '../../../texts';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import styles from './registration-tokens.module.css';

/**
 * The issued token stays shown here (the success alert hides itself after a few seconds),
 * read-only and selectable, with a copy button and a spoken confirmation.
 */
export function IssuedToken({ token, roles }: { token: string; roles: RoleName[] }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopyToClipboard();
  const feedback =
    state === 'copied' ? texts.tokens.copied : state === 'failed' ? texts.tokens.copyFailed : '';

  return (
    <div className={styles.result}>
      <div className="k-field">
        <label htmlFor={id}>{texts.tokens.resultLabel}</label>
        <div className={styles.tokenRow}>
          <input
            ref={input}
            id={id}
            className={styles.token}
            readOnly
            value={token}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="k-btn" onClick={() => void copy(token, input.current)}>
            {texts.buttons.copy}
          </button>
        </div>
      </div>
      <p className={styles.resultRoles}>
        {texts.tokens.resultRoles(roles.length > 0 ? roles.join(', ') : texts.tokens.noRoles)}
      </p>
      <p role="status" className={state === 'failed' ? styles.copyFailed : styles.copied}>
        {feedback}
      </p>
    </div>
  );
}
