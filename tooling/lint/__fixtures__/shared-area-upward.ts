// Linted as shared/src/auth/shared-area-upward.ts: a lower area importing a higher one.
import { Loader } from '@koris/shared/ui';

export const spinner = Loader;
