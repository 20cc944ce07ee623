import Bowser from 'bowser';

export interface Client {
  browser: string;
  system: string;
}

const major = (version: string | undefined) => version?.split('.')[0] ?? '';

/**
 * "Chrome 131" and "Windows 10" from a user agent (bowser, MIT), as a person names them. A
 * macOS user agent always says 10.15.7 whatever the release, so that one is left out.
 */
export function describeClient(userAgent: string | null | undefined): Client {
  if (!userAgent?.trim()) return { browser: 'Unknown browser', system: 'Unknown system' };
  const { browser, os } = Bowser.parse(userAgent);
  const systemVersion = os.name === 'macOS' ? '' : (os.versionName ?? major(os.version));
  return {
    browser: [browser.name, major(browser.version)].filter(Boolean).join(' ') || 'Unknown browser',
    system: [os.name, systemVersion].filter(Boolean).join(' ') || 'Unknown system',
  };
}
