/**
 * Type-checked only (`pnpm typecheck`): each Security call's answer type is exactly what the
 * API's OpenAPI document says (shared/src/types/api.gen.ts). An API change that the tab does
 * not follow fails the type check instead of a page.
 */
import type { ApiResponse } from '@koris/shared/types';
import type * as calls from './security-api';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
const same = <A, B>(ok: Equal<A, B>) => ok;

export const contract = [
  same<Answer<typeof calls.getSecurity>, ApiResponse<'/api/security', 'get'>>(true),
  same<Answer<typeof calls.addPasskey>, ApiResponse<'/api/security/passkeys', 'post'>>(true),
  same<Answer<typeof calls.setUpTotp>, ApiResponse<'/api/security/totp/setup', 'post'>>(true),
  same<Answer<typeof calls.enableTotp>, ApiResponse<'/api/security/totp/enable', 'post'>>(true),
  same<
    Answer<typeof calls.createRecoveryCodes>,
    ApiResponse<'/api/security/recovery-codes', 'post'>
  >(true),
  same<Answer<typeof calls.getSessions>, ApiResponse<'/api/security/sessions', 'get'>>(true),
  same<
    Answer<typeof calls.endOtherSessions>,
    ApiResponse<'/api/security/sessions/end-others', 'post'>
  >(true),
  same<Answer<typeof calls.confirm>, ApiResponse<'/api/security/confirm', 'post'>>(true),
];
