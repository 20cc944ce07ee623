import { screen, within } from '@testing-library/react';
import type { RoleName } from '@koris/shared/types';
import { renderAccountModal, tabNames } from '../../../testing/render';
import { aUser, resetStores, server } from '@koris/shared/testing';
import { activityHandlers } from '../../activity/__tests__/activity-handlers';
import { trashHandlers } from '../../trash/__tests__/trash-handlers';
import { performanceHandlers } from '../../performance/__tests__/performance-handlers';

beforeEach(() => {
  resetStores();
});

describe('AccountModal tabs', () => {
  it('is a labelled dialog with the Login and Register tabs when logged out', () => {
    renderAccountModal();
    const dialog = screen.getByRole('dialog', { name: 'Pieslēgties' });
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Login', 'Register']);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Login' });
    expect(within(panel).getByLabelText('Email')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows the register fields on the Register tab', async () => {
    const { user } = renderAccountModal();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const panel = screen.getByRole('tabpanel', { name: 'Register' });
    for (const label of ['Name', 'Email', 'Password', 'Registration token']) {
      expect(within(panel).getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByRole('tabpanel', { name: 'Login' })).not.toBeInTheDocument();
  });

  const ALL = ['update-data', 'update-users', 'see-applications'] as const;
  const combinations: RoleName[][] = [[], ...ALL.map((r) => [r])];
  combinations.push(['update-data', 'update-users'], ['update-data', 'see-applications']);
  combinations.push(['update-users', 'see-applications'], [...ALL]);

  it.each(combinations.map((roles) => [roles.join(' + ') || 'no roles', roles] as const))(
    'renders exactly the tabs a user with %s may use',
    (_name, roles) => {
      renderAccountModal({ user: aUser({ roles }) });
      const expected = [
        'User info',
        roles.includes('update-users') && 'Registration tokens',
        roles.includes('update-data') && 'Toggle edit mode',
        'Change password',
        'Security',
        roles.includes('see-applications') && 'Applications',
        (roles.includes('update-data') || roles.includes('see-applications')) && 'Miskaste',
        (roles.includes('update-data') || roles.includes('update-users')) && 'Žurnāls',
        roles.includes('update-data') && 'Performance',
      ].filter(Boolean);
      expect(screen.getByRole('dialog', { name: 'Konts' })).toBeInTheDocument();
      expect(tabNames()).toEqual(expected);
      expect(screen.getByRole('tab', { name: 'User info' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it('moves between tabs with the arrow keys, Home and End, one tab stop for the list', async () => {
    // End lands on Performance and ArrowLeft on Žurnāls: each loads its data when shown.
    server.use(...activityHandlers([]), ...trashHandlers([]), ...performanceHandlers());
    const { user } = renderAccountModal({
      user: aUser({ roles: ['update-data', 'update-users', 'see-applications'] }),
    });
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.click(tab('User info'));
    expect(tab('User info')).toHaveFocus();
    expect(tab('Registration tokens')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(tab('Registration tokens')).toHaveFocus();
    expect(tab('Registration tokens')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Registration tokens')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Registration tokens' })).toBeVisible();

    await user.keyboard('{End}');
    expect(tab('Performance')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('User info')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Performance')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Žurnāls')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('User info')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'User info' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Applications' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = renderAccountModal();
    await user.type(
      within(screen.getByRole('tabpanel', { name: 'Login' })).getByLabelText('Email'),
      'anna@koris.lv',
    );
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Login' })).getByLabelText('Email'),
    ).toHaveValue('anna@koris.lv');
  });

  it('closes on Escape and on the close button', async () => {
    const { user, onClose } = renderAccountModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows Miskaste to editors and application readers, Žurnāls to editors and to those who add users', () => {
    // An application reader restores the applications they deleted (the API lists only those).
    const { unmount } = renderAccountModal({ user: aUser({ roles: ['see-applications'] }) });
    expect(screen.getByRole('tab', { name: 'Miskaste' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Žurnāls' })).not.toBeInTheDocument();
    unmount();

    renderAccountModal({ user: aUser({ roles: ['update-users'] }) });
    expect(screen.getByRole('tab', { name: 'Žurnāls' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Miskaste' })).not.toBeInTheDocument();
  });

  it('marks Miskaste and Žurnāls as Latvian inside the English modal', () => {
    renderAccountModal({ user: aUser({ roles: ['update-data'] }) });
    for (const name of ['Miskaste', 'Žurnāls']) {
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveAttribute('lang', 'lv');
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('lang', 'lv');
    }
    expect(screen.getByRole('tab', { name: 'User info' })).not.toHaveAttribute('lang');
  });

  it('marks its area and its English content', () => {
    renderAccountModal();
    const boundary = screen.getByRole('tablist').closest('[data-boundary="mf-account"]');
    expect(boundary).toHaveAttribute('lang', 'en');
  });
});
