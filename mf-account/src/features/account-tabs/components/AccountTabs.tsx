import { useState } from 'react';
import { hasRole, useAuthStore, useIsLoggedIn } from '@koris/shared/auth';
import { texts } from '../../../texts';
import { LoginForm } from '../../login/components/LoginForm';
import { RegisterForm } from '../../register/components/RegisterForm';
import { UserInfo } from '../../user-info/components/UserInfo';
import { RegistrationTokenForm } from '../../registration-tokens/components/RegistrationTokenForm';
import { EditModeToggle } from '../../edit-mode/components/EditModeToggle';
import { ChangePasswordForm } from '../../change-password/components/ChangePasswordForm';
import { ApplicationsLink } from '../../applications/components/ApplicationsLink';
import { TrashList } from '../../trash/components/TrashList';
import { ActivityLog } from '../../activity/components/ActivityLog';
import { SecurityTab } from '../../security/components/SecurityTab';
import { secondFactorRequired } from '../../security/policy';
import { PerformancePanel } from '../../performance/components/PerformancePanel';
import { Tabs, type TabItem } from './Tabs';
import styles from './tabs.module.css';

export interface AccountTabsProps {
  /** Closes the modal (the Applications link navigates away). */
  onClose: () => void;
}

/**
 * The modal's content: the logged-out tabs, or the logged-in tabs the user's roles allow.
 * Tabs a role does not allow are not rendered at all (docs/product.md#pages, #roles); the server refuses those
 * calls anyway.
 */
export function AccountTabs({ onClose }: AccountTabsProps) {
  const loggedIn = useIsLoggedIn();
  const user = useAuthStore((s) => s.user);
  const mode = loggedIn ? 'in' : 'out';
  // After a login, logout or 401 the tab set changes: start on its first tab, focused.
  const [shownMode, setShownMode] = useState(mode);
  const [switched, setSwitched] = useState(false);
  if (shownMode !== mode) {
    setShownMode(mode);
    setSwitched(true);
  }

  const items: TabItem[] = [];
  const policy = loggedIn && secondFactorRequired(user);
  const security: TabItem = { id: 'security', label: texts.tabs.security, panel: <SecurityTab /> };
  if (policy) {
    // Until a second factor is set up the server refuses everything else: the Security tab
    // comes first, and only User info (for Logout) beside it. Once one is set up the other
    // tabs return around it and it stays the one shown (the new recovery codes are there).
    items.push(security);
    items.push({ id: 'user-info', label: texts.tabs.userInfo, panel: <UserInfo /> });
  } else if (!loggedIn) {
    items.push({ id: 'login', label: texts.tabs.login, panel: <LoginForm /> });
    items.push({ id: 'register', label: texts.tabs.register, panel: <RegisterForm /> });
  } else {
    items.push({ id: 'user-info', label: texts.tabs.userInfo, panel: <UserInfo /> });
    if (hasRole(user, 'update-users')) {
      items.push({
        id: 'registration-tokens',
        label: texts.tabs.registrationTokens,
        panel: <RegistrationTokenForm />,
      });
    }
    if (hasRole(user, 'update-data')) {
      items.push({ id: 'edit-mode', label: texts.tabs.editMode, panel: <EditModeToggle /> });
    }
    items.push({
      id: 'change-password',
      label: texts.tabs.changePassword,
      panel: <ChangePasswordForm />,
    });
    items.push({ ...security, lazy: true });
    if (hasRole(user, 'see-applications')) {
      items.push({
        id: 'applications',
        label: texts.tabs.applications,
        panel: <ApplicationsLink onNavigate={onClose} />,
      });
    }
    // Applications come back from the trash with see-applications, content with update-data.
    if (hasRole(user, 'update-data') || hasRole(user, 'see-applications')) {
      items.push({
        id: 'trash',
        label: texts.tabs.trash,
        panel: <TrashList />,
        lazy: true,
        lang: 'lv',
      });
    }
    if (hasRole(user, 'update-data') || hasRole(user, 'update-users')) {
      items.push({
        id: 'activity',
        label: texts.tabs.activity,
        panel: <ActivityLog />,
        lazy: true,
        lang: 'lv',
      });
    }
    if (hasRole(user, 'update-data')) {
      items.push({
        id: 'performance',
        label: texts.tabs.performance,
        panel: <PerformancePanel />,
        lazy: true,
      });
    }
  }

  return (
    <div data-boundary="mf-account" lang="en">
      {policy ? (
        <p role="alert" className={styles.policy}>
          {texts.messages.secondFactorRequired}
        </p>
      ) : null}
      <Tabs key={mode} label={texts.tabListLabel} items={items} autoFocus={switched} />
    </div>
  );
}
