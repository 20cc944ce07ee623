import { screen, within } from '@testing-library/react';
import { loadCalls } from '../../testing/doubles/federation-runtime';
import { serveSite, remoteShared, renderApp, resetAll } from '../../testing/render-app';
import { hub, resetRumViews } from '../../rum/view';
import { majorOf, sharedMismatches } from '../version-guard';

const FALLBACK = 'Šo lapas daļu pašlaik neizdevās ielādēt.';

beforeEach(() => {
  resetAll();
  resetRumViews();
  serveSite();
});

describe('shared singleton versions', () => {
  it('compares majors only (a minor or patch is compatible; below 1.0 the minor counts)', () => {
    expect(majorOf('19.3.1')).toBe('19');
    expect(majorOf('^7.9.0')).toBe('7');
    expect(majorOf('0.4.2')).toBe('0.4');
    const running = { react: '19.3.1', zustand: '5.1.0', '@koris/shared/ui': '1.0.0' };
    expect(
      sharedMismatches(
        [
          { name: 'react', version: '19.4.0' },
          { name: 'zustand', version: '5.0.8' },
          { name: '@koris/shared/ui', version: '1.2.0' },
          { name: 'only-the-remote-has-it', version: '3.0.0' },
        ],
        running,
      ),
    ).toEqual([]);
    expect(
      sharedMismatches(
        [
          { name: 'react', version: '20.0.0' },
          { name: '@koris/shared/ui', version: '2.0.0' },
        ],
        running,
      ),
    ).toEqual([
      { name: '@koris/shared/ui', running: '1.0.0', built: '2.0.0' },
      { name: 'react', running: '19.3.1', built: '20.0.0' },
    ]);
  });

  it('refuses a remote built against another React major: fallback on its routes, the console names the mismatch, other routes work', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteShared.mf_media = [
      { name: 'react', version: '20.0.0' },
      { name: 'react-dom', version: '20.0.0' },
      { name: 'zustand', version: '5.1.0' },
    ];
    const { user } = renderApp('/videos');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(FALLBACK);
    // The remote's code never ran: the double records a load only once its manifest passed.
    expect(screen.queryByRole('heading', { level: 1, name: 'Video' })).not.toBeInTheDocument();
    const messages = consoleError.mock.calls.map((args) => args.map(String).join(' '));
    expect(messages).toContainEqual(
      expect.stringContaining(
        'mf_media is not loaded: it was built against react 20.0.0, but this page runs react 19.3.1; ' +
          'react-dom 20.0.0, but this page runs react-dom 19.3.1',
      ),
    );

    await user.click(screen.getByRole('link', { name: 'Notikumi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Foto' }));
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(loadCalls).toContain('mf_content/EventsPage');
  });

  it('loads a remote built against a newer minor as today', async () => {
    remoteShared.mf_media = [
      { name: 'react', version: '19.9.0' },
      { name: 'zustand', version: '5.2.0' },
      { name: '@koris/shared/auth', version: '1.4.0' },
    ];
    renderApp('/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });

  it("hands the manifest it read to the page's measurements, and not a refused one", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteShared.mf_content = [{ name: 'react', version: '18.3.1' }];
    renderApp('/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    expect(JSON.parse(hub.manifests.get('mf-media')!)).toMatchObject({ name: 'mf_media' });
    expect(hub.manifests.has('mf-content')).toBe(false);
  });

  it('shows the remote once a compatible build is deployed and the visitor retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteShared.mf_media = [{ name: 'react', version: '18.3.1' }];
    const { user } = renderApp('/photo');
    const fallback = await screen.findByRole('alert');
    delete remoteShared.mf_media;
    await user.click(within(fallback).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
  });
});
