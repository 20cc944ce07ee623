/** A Debian package name, or one with the program (a path or a command) that proves it is there. */
export type PackageEntry = string | { name: string; bin: string };

/**
 * Installs the missing ones with apt-get (root and apt-get only; one `apt-get update` per
 * process). Otherwise, or when apt-get fails, rejects with an Error saying what to install.
 * Resolves with the names it installed.
 */
export declare function ensurePackages(entries: readonly PackageEntry[]): Promise<string[]>;
/** The Debian packages of `entries` that this machine lacks. */
export declare function missingPackages(entries: readonly PackageEntry[]): string[];
/** The message that says how to install `names`. */
export declare function installHint(names: readonly string[]): string;

export interface RunningService {
  /** Where clients connect. */
  url: string;
  port: number;
  /** The server's temporary folder (removed by `stop`). */
  dir: string;
  /** Stops the server and removes its folder; later calls return the same promise. */
  stop(): Promise<void>;
}

/**
 * A fresh PostgreSQL cluster on a free port of 127.0.0.1; `url` is
 * `postgres://koris:PASSWORD@127.0.0.1:PORT/DATABASE`.
 */
export declare function startPostgres(options?: {
  /** Default `koris`. */
  database?: string;
  timeoutMs?: number;
}): Promise<RunningService>;
/** Creates database `name` on the server of `url` and resolves its URL. */
export declare function createDatabase(url: string, name: string): Promise<string>;

/** redis-server on a free port of 127.0.0.1, nothing saved; `url` is `redis://127.0.0.1:PORT`. */
export declare function startRedis(options?: { timeoutMs?: number }): Promise<RunningService>;

export interface HaproxyOptions {
  /** `http://host:port` or `host:port` of each server. */
  backends: readonly string[];
  /** Default `roundrobin`. */
  balance?: string;
  /** The health check's path (GET); default `/`. */
  healthPath?: string;
  /** Default 200. */
  checkIntervalMs?: number;
}

/**
 * haproxy in the foreground with configuration text (the URL is its first `bind` line) or a
 * generated HTTP frontend on a free port; resolves once the frontend answers.
 */
export declare function startHaproxy(
  config: string | HaproxyOptions,
  options?: { timeoutMs?: number },
): Promise<RunningService & { config: string }>;
/** The configuration text the object form of `startHaproxy` writes. */
export declare function haproxyConfig(options: HaproxyOptions & { port: number }): string;
