// Linted as mf-media/src/remote-imports-shell.ts: a remote reading the shell's route table.
import { routes } from '../../shell/src/config/paths';

export const count = routes.length;
