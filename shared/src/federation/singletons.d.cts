export declare const PACKAGE_SINGLETONS: readonly [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
];
export declare const SHARED_AREAS: readonly ['api', 'auth', 'ui', 'types', 'config'];
export type SharedArea = (typeof SHARED_AREAS)[number];
/** Every shared singleton's name. */
export type SingletonName = (typeof PACKAGE_SINGLETONS)[number] | `@koris/shared/${SharedArea}`;
export declare const SINGLETONS: readonly SingletonName[];
export declare const BROWSER_ONLY: readonly ['react-dom/client'];
/** The singletons a server render provides: every one but the browser's own. */
export type ServerSingletonName = Exclude<SingletonName, (typeof BROWSER_ONLY)[number]>;

export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
}
export interface SharedMismatch {
  name: string;
  /** What the page (or server) runs. */
  running: string;
  /** What the remote was built against. */
  built: string;
}
export declare function majorOf(version: string): string;
export declare function majorRange(version: string): string;
export declare function sharedMismatches(
  built: readonly ManifestShared[] | Readonly<Record<string, string>>,
  running: Readonly<Record<string, string>>,
): SharedMismatch[];
