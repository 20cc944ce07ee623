#!/usr/bin/env node
/**
 * `pnpm status:remote <name> [--to DIR|s3://BUCKET/PREFIX]`: prints a remote's current release, its canary and their page views and error rates (@koris/releases, whose README describes the command). See docs/deploy-remote.md.
 */
import path from 'node:path';
import { statusRemote, runCommand } from '@koris/releases/commands';

await runCommand(statusRemote, { root: path.resolve(import.meta.dirname, '..') });
