/** A remote's manifests as the shell's server reads them, for the server tests' small remotes. */

export type Manifest = Record<string, unknown>;

/** A remote's browser build manifest: one exposed page whose files are named after `chunk`. */
export function manifestWith(chunk: string): Manifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      {
        name: 'EventsPage',
        assets: {
          js: { sync: [`${chunk}.js`], async: ['lazy.js'] },
          css: { sync: [`${chunk}.css`], async: [] },
        },
      },
    ],
  };
}

/** A remote's server build manifest (`server/` beside the browser build). */
export function serverManifestWith(reactVersion: string): Manifest {
  return {
    metaData: { remoteEntry: { name: 'server/remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: reactVersion },
      { name: 'zustand', version: '5.1.0' },
    ],
  };
}
