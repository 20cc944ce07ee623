import { routeHead } from '../route-head';

describe('routeHead (the server-side view of the route table)', () => {
  it('gives a page its title, language, description and module', () => {
    expect(routeHead('/events')).toEqual({
      title: 'LU jauktais koris | Notikumi',
      lang: 'lv',
      path: '/events',
      route: '/events',
      description: 'Gaidāmie LU jauktā kora koncerti un notikumi.',
      module: 'mf_content/EventsPage',
      params: {},
    });
  });

  it('matches a gallery link with its id', () => {
    expect(routeHead('/photo/gallery/7')).toMatchObject({
      title: 'LU jauktais koris | Foto',
      module: 'mf_media/PhotoPage',
      params: { id: '7' },
      path: '/photo/gallery/7',
      route: '/photo/gallery/:id',
    });
  });

  it('marks English pages English and falls back to the product name on home', () => {
    expect(routeHead('/en/about-us')).toMatchObject({
      lang: 'en',
      title: 'LU jauktais koris | About us',
    });
    expect(routeHead('/')).toMatchObject({ lang: 'lv', title: 'LU jauktais koris' });
  });

  it('knows nothing of paths the app answers with a 404 or a redirect', () => {
    expect(routeHead('/no-such-page')).toBeNull();
    expect(routeHead('/video')).toBeNull();
  });
});
