import { screen, within } from '@testing-library/react';
import { federation, loadCalls } from '../__doubles__/federation-runtime';
import { mockFetch, renderApp, resetAll } from '../../test/render-app';

beforeEach(() => {
  resetAll();
  mockFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote that cannot load or throws', () => {
  it('shows a Latvian message and retry in its part of the page; retry renders it once it is back', async () => {
    federation.failLoad('mf_media/PhotoPage');
    const { user } = renderApp('/photo');
    const main = await screen.findByRole('main');
    const fallback = await within(main).findByRole('alert');
    expect(fallback).toHaveTextContent('Šo lapas daļu pašlaik neizdevās ielādēt.');
    // The layout keeps working around it.
    expect(screen.getByRole('navigation', { name: 'Galvenā izvēlne' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    federation.heal('mf_media/PhotoPage');
    await user.click(within(main).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('catches a remote page that throws while rendering, and other routes keep working', async () => {
    federation.crashOnRender('mf_media/VideosPage');
    const { user } = renderApp('/videos');
    expect(await screen.findByText('Šo lapas daļu pašlaik neizdevās ielādēt.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Notikumi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' })).toBeInTheDocument();
    expect(screen.queryByText('Šo lapas daļu pašlaik neizdevās ielādēt.')).not.toBeInTheDocument();

    federation.heal('mf_media/VideosPage');
    await user.click(screen.getByRole('link', { name: 'Video' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
  });

  it('loads each exposed module from the network once, however often the route is visited', async () => {
    const { user } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    await user.click(screen.getByRole('link', { name: 'Arhīvs' }));
    await screen.findByRole('heading', { level: 1, name: 'Arhīvs' });
    await user.click(screen.getByRole('link', { name: 'Notikumi' }));
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    expect(loadCalls.filter((id) => id === 'mf_content/EventsPage')).toHaveLength(1);
  });
});
