import { screen } from '@testing-library/react';
import { makeUser, renderAccountModal, resetStores } from '../../../testing/render';
import { mockFetch } from '../../../testing/fetch-mock';

beforeEach(() => {
  resetStores();
  mockFetch({});
});

describe('Applications tab', () => {
  it('links to the applications list inside the site and closes the modal', async () => {
    const { user, onClose } = renderAccountModal({ user: makeUser(['see-applications']) });
    await user.click(screen.getByRole('tab', { name: 'Applications' }));
    const link = screen.getByRole('link', { name: 'Open the applications list' });
    expect(link).toHaveAttribute('href', '/uznemsana_pieteikumi');

    await user.click(link);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/uznemsana_pieteikumi');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
