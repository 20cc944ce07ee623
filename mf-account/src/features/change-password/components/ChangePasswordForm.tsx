import { changePassword } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';
import { withConfirmation } from '../../confirm/confirm-store';

/**
 * Change password (docs/product.md#pages): current and new. Fields are kept on error, cleared
 * on success. Without a recent confirmation the server asks for one first.
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
        await withConfirmation(() => changePassword(current, next));
        clear();
        pushSuccess(texts.messages.passwordChanged);
      }}
    />
  );
}
