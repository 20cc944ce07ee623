export { deployRemote, DEPLOY_USAGE } from './deploy.js';
export { rollbackRemote, ROLLBACK_USAGE } from './rollback.js';
export { UsageError, findRemote, runCommand, type CommandContext, type Remote } from './cli.js';
export { assertSameMajors, liveShellShared, type ShellShared } from './shell-shared.js';
export { promoteRemote, PROMOTE_USAGE } from './promote.js';
export { statusRemote, STATUS_USAGE } from './status.js';
export { endCanary } from './rollout.js';
