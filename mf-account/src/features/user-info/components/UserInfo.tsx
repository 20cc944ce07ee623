import { logout } from '@koris/shared/api';
import { useAuthStore } from '@koris/shared/auth';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import styles from './user-info.module.css';

async function logOut() {
  try {
    await logout();
  } catch (_ignored) {
    // `logout` clears the session even when the call fails (offline, token already
    // expired): the visitor is logged out of this browser either way.
  }
  pushSuccess(texts.messages.loggedOut);
}

/** Name, email, roles and Logout (docs/product.md#pages). */
export function UserInfo() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <div>
      <dl className={styles.list}>
        <dt>{texts.fields.name}</dt>
        <dd>{user.name}</dd>
        <dt>{texts.fields.email}</dt>
        <dd>{user.email}</dd>
        <dt>{texts.fields.roles}</dt>
        <dd>
          {user.roles.length > 0 ? (
            <ul className={styles.roles}>
              {user.roles.map((role) => (
                <li key={role.name}>{role.name}</li>
              ))}
            </ul>
          ) : (
            texts.userInfo.noRoles
          )}
        </dd>
      </dl>
      <ActionButton action={logOut}>{texts.buttons.logout}</ActionButton>
    </div>
  );
}
