// Linted as shell/src/browser-imports-api.ts: browser code importing the API server's code.
import { loadConfig } from '../../api/src/config';

export const config = loadConfig;
