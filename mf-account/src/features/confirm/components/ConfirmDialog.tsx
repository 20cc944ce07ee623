import { Modal } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { AccountForm, codeField, currentPasswordField } from '../../../components/AccountForm';
import { confirm, confirmPasskeyOptions } from '../../security/api/security-api';
import { answerWithPasskey } from '../../security/api/passkey-ceremony';
import type { ConfirmProof } from '../../security/api/types';
import { useConfirmStore } from '../confirm-store';

/**
 * "Confirm it is you", over the account modal, whenever a sensitive call was refused for want
 * of a recent confirmation: the password, a passkey or a code from the app. Once confirmed the
 * refused call runs again by itself; closing the dialog leaves it refused.
 */
export function ConfirmDialog() {
  const settle = useConfirmStore((s) => s.settle);
  if (!settle) return null;

  const confirmWith = async (proof: ConfirmProof) => {
    await confirm(proof);
    settle(true);
  };
  return (
    <Modal open title={texts.confirm.title} size="medium" onClose={() => settle(false)}>
      <p>{texts.confirm.intro}</p>
      <AccountForm
        fields={[currentPasswordField(texts.confirm.password)]}
        submit={texts.confirm.confirm}
        action={({ password }) => confirmWith({ password })}
      />
      <AccountForm
        fields={[codeField(texts.confirm.codeFromApp)]}
        submit={texts.confirm.confirmCode}
        action={({ code }) => confirmWith({ code: code.trim() })}
      />
      <p>
        <ActionButton
          action={async () =>
            confirmWith({ passkey: await answerWithPasskey(await confirmPasskeyOptions()) })
          }
        >
          {texts.confirm.usePasskey}
        </ActionButton>{' '}
        <button type="button" className="k-btn" onClick={() => settle(false)}>
          {texts.confirm.cancel}
        </button>
      </p>
    </Modal>
  );
}
