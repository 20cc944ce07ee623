import { DeleteButton } from '@koris/shared/ui';
import styles from './applications.module.css';

export interface DeleteApplicationProps {
  /** The applicant's name: the button's accessible name and the question. */
  name: string;
  /** Called only once the reader confirms; a rejection is shown as a danger alert. */
  onDelete: () => Promise<void>;
}

/**
 * Dzēst on one application, asked first as every delete of the site is (the shared
 * DeleteButton, shown to whoever may see the list, edit mode or not). The application goes into
 * the trash: Atsaukt on the alert, or Miskaste in the account modal, brings it back.
 */
export function DeleteApplication({ name, onDelete }: DeleteApplicationProps) {
  return <DeleteButton label={name} onDelete={onDelete} className={styles.delete} />;
}
