import { useId, useState } from 'react';
import { isHttpError } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { useAction } from '@koris/shared/widgets';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';
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
  const done = () => pushSuccess(texts.messages.loggedIn);
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
    done();
  };
  const { run: runPasskey, busy } = useAction(async () => {
    const options = await secondStepPasskeyOptions(step.ticket);
    await finish({ passkey: await answerWithPasskey(options) });
  });

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
          action={async ({ recovery_code }) => {
            await finish({ recovery_code: recovery_code.trim() });
          }}
        />
      ) : (
        <AccountForm
          key="code"
          fields={[
            {
              name: 'code',
              label: texts.signIn.oneTimeCode,
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              autoFocus: true,
            },
          ]}
          submit={texts.signIn.verify}
          action={async ({ code }) => {
            await finish({ code: code.trim() });
          }}
        />
      )}
      <p>
        {step.methods.includes('passkey') ? (
          <>
            <button
              type="button"
              className="k-btn"
              aria-disabled={busy || undefined}
              onClick={() => void runPasskey()}
            >
              {texts.signIn.usePasskey}
            </button>{' '}
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
