/**
 * Type-checked only (`pnpm typecheck`): each Security call's answer type is exactly what the
 * API's OpenAPI document says (shared/src/types/api.gen.ts). An API change that the tab does
 * not follow fails the type check instead of a page.
 */
import type { ApiContractHolds } from '@koris/shared/types';
import type * as calls from './security-api';

type Routes = {
  getSecurity: ['/api/security', 'get'];
  addPasskey: ['/api/security/passkeys', 'post'];
  setUpTotp: ['/api/security/totp/setup', 'post'];
  enableTotp: ['/api/security/totp/enable', 'post'];
  createRecoveryCodes: ['/api/security/recovery-codes', 'post'];
  getSessions: ['/api/security/sessions', 'get'];
  endOtherSessions: ['/api/security/sessions/end-others', 'post'];
  confirm: ['/api/security/confirm', 'post'];
};

export const contract: ApiContractHolds<typeof calls, Routes> = true;
