/**
 * The album page's content (docs/product.md#pages "Album"): kept apart from the components so that the
 * choir edits words, not code.
 */

/**
 * The album on the streaming service. PLACEHOLDER: replace with the id from the album's
 * share link (`https://open.spotify.com/album/<id>`) when the choir publishes it.
 */
export const SPOTIFY_ALBUM_ID = '0000000000000000000000';

export const album = {
  title: 'Vara Saknes',
  playerTitle: 'Albums „Vara saknes” Spotify atskaņotājā',
  embedUrl: `https://open.spotify.com/embed/album/${SPOTIFY_ALBUM_ID}?utm_source=generator`,
  albumUrl: `https://open.spotify.com/album/${SPOTIFY_ALBUM_ID}`,
  linkText: 'Atvērt albumu Spotify',
  intro: [
    '„Vara saknes” ir kora simtās sezonas albums: piecpadsmit dziesmas par to, kas mūs tur kopā, – saknes, no kurām augam, un dziesmu, ko nesam tālāk.',
    'Albumā skan latviešu tautas melodijas jaunās apdarēs un dziesmas, kas tapušas pašā korī. Tās ierakstījām kopā ar diriģentiem, dziedātājiem un draugiem, kuri korī dziedājuši dažādos gadu desmitos.',
    'Albumu var noklausīties tepat vai straumēšanas servisā. Zemāk ir visu dziesmu vārdi: noklikšķiniet uz dziesmas nosaukuma, lai tos atvērtu.',
  ],
} as const;
