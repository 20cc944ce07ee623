import { login } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';

/**
 * Login (docs/product.md#pages): email and password. The edit-mode flag comes with the answer
 * (docs/product.md#states).
 */
export function LoginForm() {
  return (
    <AccountForm
      fields={[
        { name: 'email', label: texts.fields.email, type: 'email', autoComplete: 'username' },
        {
          name: 'password',
          label: texts.fields.password,
          type: 'password',
          autoComplete: 'current-password',
        },
      ]}
      submit={texts.buttons.login}
      action={async ({ email, password }) => {
        await login(email, password);
        pushSuccess(texts.messages.loggedIn);
      }}
    />
  );
}
