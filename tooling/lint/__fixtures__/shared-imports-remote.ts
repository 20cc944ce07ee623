// Linted as shared/src/ui/shared-imports-remote.ts: @koris/shared depending on a remote.
import { texts } from '../../../mf-account/src/texts';

export const title = texts;
