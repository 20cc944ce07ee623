'use strict';
/**
 * Runtime plugin of a remote's server build (create-config.cjs): its public path is the remote's
 * address as the browser knows it, taken from the entry URL the shell's server loaded it from
 * (`<remote>/server/remoteEntry.js` → `<remote>/`). The server's HTML then names the remote's
 * images exactly as the browser build does (hydration sees the same markup), and its code
 * chunks, named `server/…`, load from beside the entry.
 */
const { returnFromGlobalInstances } = require('@module-federation/node/runtimePlugin');

module.exports = function serverPublicPath() {
  return {
    name: 'koris-server-public-path',
    beforeInit(args) {
      const entry = returnFromGlobalInstances(args.options.name);
      // eslint-disable-next-line no-undef -- webpack's own require, in the remote's runtime
      if (entry) __webpack_require__.p = new URL('../', entry).href;
      return args;
    },
  };
};
