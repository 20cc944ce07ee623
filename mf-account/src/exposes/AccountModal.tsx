import { Modal } from '@koris/shared/ui';

export interface AccountModalProps {
  open: boolean;
  onClose: () => void;
}

/** Opened by the shell's header login button. Tabs come with their own issue. */
export default function AccountModal({ open, onClose }: AccountModalProps) {
  return (
    <Modal open={open} title="Konts" onClose={onClose}>
      <div data-boundary="mf-account">
        <p>Pieslēgšanās</p>
      </div>
    </Modal>
  );
}
