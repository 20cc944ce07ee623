/** Types of site-processes.cjs for the browser tests (TypeScript), which start the same processes. */
export interface SitePlanRemote {
  folder: string;
  pkg: string;
  port: number;
  env: string;
  url: string;
  local: boolean;
}
export interface SitePlan {
  apiPort: number;
  shellPort: number;
  dataDir: string;
  remotes: SitePlanRemote[];
}
export interface SiteProcess {
  label: string;
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  readyUrl: string;
}
export declare function sitePlan(env?: Record<string, string | undefined>): SitePlan;
export declare function siteProcesses(
  plan: SitePlan,
  base?: Record<string, string | undefined>,
  options?: { remotesInOneProcess?: boolean },
): SiteProcess[];

export { freePort } from '@koris/tooling/net';
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; alive?: () => boolean },
): Promise<boolean>;
