import { useState } from 'react';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { AccountForm, currentPasswordField } from '../../../components/AccountForm';
import {
  passkeySignInOptions,
  signInWithPasskey,
  signInWithPassword,
} from '../../security/api/security-api';
import { answerWithPasskey } from '../../security/api/passkey-ceremony';
import type { SecondStep } from '../../security/api/types';
import { SecondStepForm } from './SecondStepForm';

/**
 * Login (docs/product.md#pages): email and password, or a passkey alone. An account with a
 * second factor is asked for it next; the edit-mode flag comes with the final answer
 * (docs/product.md#states).
 */
export function LoginForm() {
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  if (secondStep) {
    return <SecondStepForm step={secondStep} onRestart={() => setSecondStep(null)} />;
  }
  return (
    <>
      <AccountForm
        fields={[
          { name: 'email', label: texts.fields.email, type: 'email', autoComplete: 'username' },
          currentPasswordField(texts.fields.password),
        ]}
        submit={texts.buttons.login}
        action={async ({ email, password }) => {
          const answer = await signInWithPassword(email, password);
          if (!answer.done) {
            setSecondStep(answer.secondStep);
            return;
          }
          pushSuccess(texts.messages.loggedIn);
        }}
      />
      <p>
        <ActionButton
          action={async () => {
            const { challenge_id, options } = await passkeySignInOptions();
            await signInWithPasskey(challenge_id, await answerWithPasskey(options));
            pushSuccess(texts.messages.loggedIn);
          }}
        >
          {texts.signIn.withPasskey}
        </ActionButton>
      </p>
    </>
  );
}
