import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, recordRequests, server } from '@koris/shared/testing';
import { federation, loadCalls, registerCalls } from '../../testing/doubles/federation-runtime';
import { serveSite, REMOTES_JSON, renderApp, resetAll } from '../../testing/render-app';

beforeEach(() => {
  resetAll();
  serveSite();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The photo remote works again; Mēģināt vēlreiz in `main` shows its page in place. */
async function healAndRetryPhoto(user: UserEvent, main: HTMLElement) {
  federation.heal('mf_media/PhotoPage');
  await user.click(within(main).getByRole('button', { name: 'Mēģināt vēlreiz' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
  expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
}

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

    await healAndRetryPhoto(user, main);
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

  it('retry re-renders a page that threw, in place, once it works again', async () => {
    federation.crashOnRender('mf_media/PhotoPage');
    const { user } = renderApp('/photo');
    const main = screen.getByRole('main');
    const fallback = await within(main).findByRole('alert');
    // The visitor sees the short message, never the error itself.
    expect(fallback).not.toHaveTextContent(/crashed|Error/);

    await healAndRetryPhoto(user, main);
  });

  it('asks the network again when an unreachable remote is visited again', async () => {
    federation.failLoad('mf_media/PhotoPage');
    const { user } = renderApp('/photo');
    await screen.findByRole('alert');
    // The failed remote is registered again with force, so the next load fetches its manifest.
    expect(registerCalls.at(-1)).toEqual({
      remotes: [{ name: 'mf_media', entry: REMOTES_JSON.mf_media }],
      options: { force: true },
    });

    await user.click(screen.getByRole('link', { name: 'Notikumi' }));
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    federation.heal('mf_media/PhotoPage');
    await user.click(screen.getByRole('link', { name: 'Foto' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
    expect(loadCalls.filter((id) => id === 'mf_media/PhotoPage')).toHaveLength(2);
  });

  it('registers the remotes from /remotes.json once, and reads it again after a failure', async () => {
    const requests = recordRequests();
    serveSite();
    server.use(
      http.get('*/remotes.json', () => new HttpResponse('down', { status: 502 }), { once: true }),
    );
    const { user } = renderApp('/events');
    const fallback = await screen.findByRole('alert');
    expect(registerCalls).toHaveLength(0);

    await user.click(within(fallback).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Foto' }));
    await screen.findByRole('heading', { level: 1, name: 'Foto' });

    // One failed read, one good one, and no more however many remotes are then used.
    expect(requests.filter((r) => r.path === '/remotes.json')).toHaveLength(2);
    expect(registerCalls).toEqual([
      { remotes: Object.entries(REMOTES_JSON).map(([name, entry]) => ({ name, entry })) },
    ]);
  });
});
