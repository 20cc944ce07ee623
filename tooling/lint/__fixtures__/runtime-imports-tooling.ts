// Linted as mf-account/src/runtime-imports-tooling.ts: runtime code importing build tooling.
import federation from '@koris/tooling/federation';

export const shared = federation;
