// Linted as shared/src/ui/shared-area-relative.ts: crossing areas with a relative path.
import { getErrorMessage } from '../api/index';

export const message = getErrorMessage;
