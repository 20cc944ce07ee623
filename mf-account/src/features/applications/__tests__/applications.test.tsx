import { screen } from '@testing-library/react';
import { renderAccountModal } from '../../../testing/render';
import { aUser, resetStores } from '@koris/shared/testing';

beforeEach(() => {
  resetStores();
});

describe('Applications tab', () => {
  it('links to the applications list inside the site and closes the modal', async () => {
    const { user, onClose } = renderAccountModal({ user: aUser({ roles: ['see-applications'] }) });
    await user.click(screen.getByRole('tab', { name: 'Applications' }));
    const link = screen.getByRole('link', { name: 'Open the applications list' });
    expect(link).toHaveAttribute('href', '/uznemsana_pieteikumi');

    await user.click(link);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/uznemsana_pieteikumi');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
