import { changePassword } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';

/**
 * Change password (docs/product.md#pages): current and new. Fields are kept on error, cleared
 * on success.
 */
export function ChangePasswordForm() {
  return (
    <AccountForm
      fields={[
        {
          name: 'current',
          label: texts.fields.currentPassword,
          type: 'password',
          autoComplete: 'current-password',
        },
        {
          name: 'next',
          label: texts.fields.newPassword,
          type: 'password',
          autoComplete: 'new-password',
        },
      ]}
      submit={texts.buttons.changePassword}
      action={async ({ current, next }, clear) => {
        await changePassword(current, next);
        clear();
        pushSuccess(texts.messages.passwordChanged);
      }}
    />
  );
}
