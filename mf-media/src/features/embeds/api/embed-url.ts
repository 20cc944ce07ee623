/** The providers whose players this remote embeds (the shell's CSP allows exactly these). */
const PROVIDERS: Record<string, string> = {
  'www.youtube-nocookie.com': 'YouTube',
  'www.youtube.com': 'YouTube',
  'open.spotify.com': 'Spotify',
};

export interface Embed {
  /** The address the frame loads. */
  url: string;
  /** The provider's name, for the notice on the poster. */
  provider: string;
}

/**
 * Checks an embed address from the API and prepares it for a frame that the visitor has just
 * asked for. Only https addresses of known providers become frames: anything else would be
 * blocked by the site's CSP anyway, and a broken frame helps no one. A YouTube video starts
 * playing at once (the visitor's click was the request to play it); `www.youtube.com` is
 * moved to the privacy-enhanced `www.youtube-nocookie.com`.
 */
export function prepareEmbed(source: string, { autoplay = false } = {}): Embed | null {
  let url: URL;
  try {
    url = new URL(source);
  } catch (_invalid) {
    return null;
  }
  const provider = PROVIDERS[url.hostname];
  if (url.protocol !== 'https:' || !provider) return null;
  if (provider === 'YouTube') {
    url.hostname = 'www.youtube-nocookie.com';
    if (autoplay) url.searchParams.set('autoplay', '1');
  }
  return { url: url.toString(), provider };
}
