export declare function freePort(host?: string): Promise<number>;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; alive?: () => boolean },
): Promise<boolean>;
