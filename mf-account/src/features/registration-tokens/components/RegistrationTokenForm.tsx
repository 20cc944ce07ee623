import { useId, useState } from 'react';
import { issueRegistrationToken } from '@koris/shared/api';
import type { RoleName } from '@koris/shared/types';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { withConfirmation } from '../../confirm/confirm-store';
import { AccountForm } from '../../../components/AccountForm';
import formStyles from '../../../components/form.module.css';
import { IssuedToken } from './IssuedToken';
import styles from './registration-tokens.module.css';

const ROLES: RoleName[] = ['update-data', 'update-users', 'see-applications'];

const NO_ROLES: Record<RoleName, boolean> = {
  'update-data': false,
  'update-users': false,
  'see-applications': false,
};

interface Issued {
  token: string;
  roles: RoleName[];
}

/**
 * Registration tokens (role update-users): role switches, then the one-time token
 * (docs/product.md#pages).
 */
export function RegistrationTokenForm() {
  const baseId = useId();
  const [roles, setRoles] = useState(NO_ROLES);
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <div>
      <p className={formStyles.hint}>{texts.tokens.intro}</p>
      <AccountForm
        submit={texts.buttons.createToken}
        noValidate={false}
        action={async () => {
          const token = await withConfirmation(() => issueRegistrationToken(roles));
          setIssued({ token, roles: ROLES.filter((role) => roles[role]) });
          pushSuccess(texts.messages.tokenCreated(token));
        }}
      >
        <fieldset className={styles.switches}>
          <legend>{texts.tokens.rolesLegend}</legend>
          {ROLES.map((role) => (
            <div key={role} className={styles.switchRow}>
              <input
                id={`${baseId}-${role}`}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={roles[role]}
                aria-describedby={`${baseId}-${role}-hint`}
                onChange={(event) => setRoles({ ...roles, [role]: event.target.checked })}
              />
              <label htmlFor={`${baseId}-${role}`} className={styles.switchLabel}>
                {role}
              </label>
              <span id={`${baseId}-${role}-hint`} className={styles.switchHint}>
                {texts.tokens.roleHints[role]}
              </span>
            </div>
          ))}
        </fieldset>
      </AccountForm>
      {issued ? <IssuedToken key={issued.token} token={issued.token} roles={issued.roles} /> : null}
    </div>
  );
}
