import { register } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { AccountForm } from '../../../components/AccountForm';

/**
 * Register with a registration token (docs/product.md#pages, docs/product.md#validation); the
 * token decides the roles.
 */
export function RegisterForm() {
  return (
    <AccountForm
      fields={[
        { name: 'name', label: texts.fields.name, autoComplete: 'name' },
        { name: 'email', label: texts.fields.email, type: 'email', autoComplete: 'email' },
        {
          name: 'password',
          label: texts.fields.password,
          type: 'password',
          autoComplete: 'new-password',
        },
        {
          name: 'token',
          label: texts.fields.registrationToken,
          autoComplete: 'off',
          spellCheck: false,
        },
      ]}
      submit={texts.buttons.register}
      action={async ({ name, email, password, token }) => {
        await register({ name, email, password, registration_token: token.trim() });
        pushSuccess(texts.messages.registered);
      }}
    />
  );
}
