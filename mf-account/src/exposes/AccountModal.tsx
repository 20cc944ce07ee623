import { useIsLoggedIn } from '@koris/shared/auth';
import { Modal } from '@koris/shared/ui';
import { texts } from '../texts';
import { AccountTabs } from '../features/account-tabs/components/AccountTabs';
import { ConfirmDialog } from '../features/confirm/components/ConfirmDialog';

export interface AccountModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * `mf_account/AccountModal`, opened by the shell's header login button. The shared Modal is
 * large and labelled, keeps focus inside, closes on Escape, returns focus to the button and
 * shows the alerts raised while it is open (docs/product.md#pages).
 */
export default function AccountModal({ open, onClose }: AccountModalProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <Modal
      open={open}
      title={loggedIn ? texts.titleLoggedIn : texts.titleLoggedOut}
      onClose={onClose}
    >
      <AccountTabs onClose={onClose} />
      <ConfirmDialog />
    </Modal>
  );
}
