export { freePort, waitForHttp } from '@koris/tooling/net';

/** One remote of the site: where it is served from and whether this machine serves it. */
export interface PlannedRemote {
  folder: string;
  pkg: string;
  port: number;
  env: string;
  url: string;
  local: boolean;
}

/** Where each process of the site listens. */
export interface SitePlan {
  apiPort: number;
  shellPort: number;
  dataDir: string;
  remotes: PlannedRemote[];
}

/** One process of the site: `node args…` in `cwd` with `env`, ready once `readyUrl` answers. */
export interface SiteProcess {
  label: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  readyUrl: string;
}

export declare function sitePlan(env?: NodeJS.ProcessEnv): SitePlan;
export declare function siteProcesses(
  plan: SitePlan,
  base?: Record<string, string>,
  options?: { remotesInOneProcess?: boolean },
): SiteProcess[];
