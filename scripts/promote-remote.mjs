#!/usr/bin/env node
/**
 * `pnpm promote:remote <name> [--to DIR|s3://BUCKET/PREFIX]`: makes a remote's canary current for every visitor (@koris/releases, whose README describes the command). See docs/deploy-remote.md.
 */
import path from 'node:path';
import { promoteRemote, runCommand } from '@koris/releases/commands';

await runCommand(promoteRemote, { root: path.resolve(import.meta.dirname, '..') });
