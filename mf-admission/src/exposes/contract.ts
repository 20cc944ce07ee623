/**
 * This remote's side of the federation contract (@koris/shared/federation), checked by
 * `pnpm typecheck` and never bundled: every exposed module exists and its component takes the
 * contract's props. A missing or extra module, or a page that starts to need a prop, fails here.
 */
import type { CheckExposed } from '@koris/shared/federation';
import type AdmissionPage from './AdmissionPage';
import type ApplicationsPage from './ApplicationsPage';

interface Exposed {
  AdmissionPage: typeof AdmissionPage;
  ApplicationsPage: typeof ApplicationsPage;
}

export type ContractCheck = CheckExposed<'mf_admission', Exposed>;
