import type { RemoteName } from './index';

export interface RemotePackage {
  folder: string;
  pkg: string;
  port: number;
  env: string;
}
export declare const REMOTES: Readonly<Record<RemoteName, RemotePackage>>;
/** Remote name → the URL of its `mf-manifest.json`, from REMOTE_*_URL. */
export declare function remotesJson(
  env?: Readonly<Record<string, string | undefined>>,
): Record<RemoteName, string>;
