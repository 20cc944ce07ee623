/**
 * The calls of signing in and of the account, and the upload that reports its progress, load
 * on demand: `@koris/shared/api` is a federation singleton that every visitor downloads whole
 * at start-up, and these are for staff (docs/decisions/049). Each keeps its name, arguments and
 * answer; the first call fetches their code.
 */
import type * as StaffCalls from './staff-calls';
import type { UploadProgress } from './upload-progress';

type Calls = typeof StaffCalls;

let loading: Promise<Calls> | undefined;

function staffCalls(): Promise<Calls> {
  loading ??= import(/* webpackChunkName: "staff-api" */ './staff-calls').catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function onDemand<Name extends keyof Calls>(name: Name): Calls[Name] {
  const call = (...args: unknown[]) =>
    staffCalls().then((calls) => (calls[name] as (...a: unknown[]) => unknown)(...args));
  return call as unknown as Calls[Name];
}

export const login = onDemand('login');
export const register = onDemand('register');
export const logout = onDemand('logout');
export const issueRegistrationToken = onDemand('issueRegistrationToken');
export const changePassword = onDemand('changePassword');
export const toggleEditMode = onDemand('toggleEditMode');
export const confirmWithPassword = onDemand('confirmWithPassword');

/**
 * A `fetch` for ky that sends through XMLHttpRequest and reports the bytes sent (see
 * ./upload-progress); its code arrives with the first upload.
 */
export function fetchWithUploadProgress(
  onUploadProgress: (progress: UploadProgress) => void,
): typeof fetch {
  return (input, init) =>
    staffCalls().then((calls) => calls.fetchWithUploadProgress(onUploadProgress)(input, init));
}
