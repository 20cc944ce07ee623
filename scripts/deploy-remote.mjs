#!/usr/bin/env node
/**
 * `pnpm deploy:remote <name> [--to DIR|s3://BUCKET/PREFIX] [--from DIR] [--shell URL]`:
 * publishes a remote's build as a release and makes it current (@koris/releases, whose README
 * describes the command). See README.md, "Deploying one remote".
 */
import path from 'node:path';
import { deployRemote, runCommand } from '@koris/releases/commands';

await runCommand(deployRemote, { root: path.resolve(import.meta.dirname, '..') });
