#!/usr/bin/env node
// The built server (`pnpm install` builds it): several remotes in one process, DIR=PORT ….
import '../dist/bin/serve-remotes.js';
