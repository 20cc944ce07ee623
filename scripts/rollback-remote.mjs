#!/usr/bin/env node
/**
 * `pnpm rollback:remote <name> [release] [--to DIR|s3://BUCKET/PREFIX] [--shell URL] [--list]`:
 * makes an earlier release of a remote current again (@koris/releases, whose README describes
 * the command). See README.md, "Deploying one remote".
 */
import path from 'node:path';
import { rollbackRemote, runCommand } from '@koris/releases/commands';

await runCommand(rollbackRemote, { root: path.resolve(import.meta.dirname, '..') });
