/**
 * This remote's side of the federation contract (@koris/shared/federation), checked by
 * `pnpm typecheck` and never bundled: every exposed module exists and its component takes the
 * contract's props. A missing or extra module, or a page that starts to need a prop, fails here.
 */
import type { CheckExposed } from '@koris/shared/federation';
import type AccountModal from './AccountModal';

interface Exposed {
  AccountModal: typeof AccountModal;
}

export type ContractCheck = CheckExposed<'mf_account', Exposed>;
