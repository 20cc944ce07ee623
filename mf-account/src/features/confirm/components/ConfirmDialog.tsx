import { Modal } from '@koris/shared/ui';
import { useAction } from '@koris/shared/widgets';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';
import { confirm, confirmPasskeyOptions } from '../../security/api/security-api';
import { answerWithPasskey } from '../../security/api/passkey-ceremony';
import { useConfirmStore } from '../confirm-store';

/**
 * "Confirm it is you", over the account modal, whenever a sensitive call was refused for want
 * of a recent confirmation: the password, a passkey or a code from the app. Once confirmed the
 * refused call runs again by itself; closing the dialog leaves it refused.
 */
export function ConfirmDialog() {
  const settle = useConfirmStore((s) => s.settle);
  const { run: runPasskey, busy } = useAction(async () => {
    const options = await confirmPasskeyOptions();
    await confirm({ passkey: await answerWithPasskey(options) });
    settle?.(true);
  });
  if (!settle) return null;

  return (
    <Modal open title={texts.confirm.title} size="medium" onClose={() => settle(false)}>
      <p>{texts.confirm.intro}</p>
      <AccountForm
        fields={[
          {
            name: 'password',
            label: texts.confirm.password,
            type: 'password',
            autoComplete: 'current-password',
          },
        ]}
        submit={texts.confirm.confirm}
        action={async ({ password }) => {
          await confirm({ password });
          settle(true);
        }}
      />
      <AccountForm
        fields={[
          {
            name: 'code',
            label: texts.confirm.codeFromApp,
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
          },
        ]}
        submit={texts.confirm.confirmCode}
        action={async ({ code }) => {
          await confirm({ code: code.trim() });
          settle(true);
        }}
      />
      <p>
        <button
          type="button"
          className="k-btn"
          aria-disabled={busy || undefined}
          onClick={() => void runPasskey()}
        >
          {texts.confirm.usePasskey}
        </button>{' '}
        <button type="button" className="k-btn" onClick={() => settle(false)}>
          {texts.confirm.cancel}
        </button>
      </p>
    </Modal>
  );
}
