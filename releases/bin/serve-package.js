#!/usr/bin/env node
// The built server (`pnpm install` builds it): one remote, run in its folder.
import '../dist/bin/serve-package.js';
