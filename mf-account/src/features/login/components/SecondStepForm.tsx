import { useId, useState } from 'react';
import { isHttpError } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { AccountForm, codeField } from '../../../components/AccountForm';
import {
  finishSecondStep,
  secondStepPasskeyOptions,
  type SecondStepProof,
} from '../../security/api/security-api';
import { answerWithPasskey } from '../../security/api/passkey-ceremony';
import type { SecondStep } from '../../security/api/types';

export interface SecondStepFormProps {
  step: SecondStep;
  /** Back to the password (the ticket expired or ran out of attempts). */
  onRestart: () => void;
}

/**
 * After a right password on an account with a second factor: a one-time code from the app, a
 * passkey or a recovery code. Focus moves to the field so the code can be typed at once.
 */
export function SecondStepForm({ step, onRestart }: SecondStepFormProps) {
  const headingId = useId();
  const hasApp = step.methods.includes('totp');
  const [useRecovery, setUseRecovery] = useState(!hasApp);
  /**
   * A ticket that ran out of tries or time is dead: the server says "… Sign in again.", and
   * the password step comes back (the message stays shown as the alert).
   */
  const finish = async (proof: SecondStepProof) => {
    try {
      await finishSecondStep(step.ticket, proof);
    } catch (error) {
      if (
        isHttpError(error) &&
        error.response.status === 422 &&
        /Sign in again\.$/.test(error.message)
      ) {
        onRestart();
      }
      throw error;
    }
    pushSuccess(texts.messages.loggedIn);
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.signIn.secondStepHeading}</h3>
      <p>{texts.signIn.secondStepIntro}</p>
      {useRecovery ? (
        <AccountForm
          key="recovery"
          fields={[
            {
              name: 'recovery_code',
              label: texts.signIn.recoveryCode,
              autoComplete: 'off',
              spellCheck: false,
              autoFocus: true,
            },
          ]}
          submit={texts.signIn.verify}
          action={({ recovery_code }) => finish({ recovery_code: recovery_code.trim() })}
        />
      ) : (
        <AccountForm
          key="code"
          fields={[codeField(texts.signIn.oneTimeCode, { autoFocus: true })]}
          submit={texts.signIn.verify}
          action={({ code }) => finish({ code: code.trim() })}
        />
      )}
      <p>
        {step.methods.includes('passkey') ? (
          <>
            <ActionButton
              action={async () =>
                finish({
                  passkey: await answerWithPasskey(await secondStepPasskeyOptions(step.ticket)),
                })
              }
            >
              {texts.signIn.usePasskey}
            </ActionButton>{' '}
          </>
        ) : null}
        {useRecovery && hasApp ? (
          <button type="button" className="k-btn" onClick={() => setUseRecovery(false)}>
            {texts.signIn.useOneTimeCode}
          </button>
        ) : null}
        {!useRecovery ? (
          <button type="button" className="k-btn" onClick={() => setUseRecovery(true)}>
            {texts.signIn.useRecoveryCode}
          </button>
        ) : null}{' '}
        <button type="button" className="k-btn" onClick={onRestart}>
          {texts.signIn.startAgain}
        </button>
      </p>
    </section>
  );
}
