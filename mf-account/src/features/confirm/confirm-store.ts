import { create } from 'zustand';
import { refusalReason } from '@koris/shared/api';

interface ConfirmState {
  /** Settles the open request: true once confirmed, false when the person cancels. */
  settle: ((confirmed: boolean) => void) | null;
  /** Shows the "Confirm it is you" dialog; resolves when it closes. */
  request: () => Promise<boolean>;
}

export const useConfirmStore = create<ConfirmState>((set, get) => ({
  settle: null,
  request: () => {
    // Two calls refused at once share one dialog: one confirmation serves both.
    const open = get().settle;
    return new Promise<boolean>((resolve) => {
      set({
        settle: (confirmed) => {
          set({ settle: null });
          open?.(confirmed);
          resolve(confirmed);
        },
      });
    });
  },
}));

/**
 * Runs a sensitive call; when the server asks for a confirmation first, shows the dialog and,
 * once the user has confirmed, runs the call again. Cancelled: the server's refusal stands.
 */
export async function withConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((await refusalReason(error)) !== 'confirm') throw error;
    if (!(await useConfirmStore.getState().request())) throw error;
    return call();
  }
}
