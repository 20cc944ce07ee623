import { createHash, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import type { Metric } from 'web-vitals';
import { routes } from '../../config/paths';
import { manifestRelease, start, type ReporterDeps } from '../reporter';
import { releaseOfManifest } from '../hub';
import { countError, hub, noteManifest, noteView, resetRumViews, startRum } from '../view';

interface Report {
  route: string;
  remote: string;
  release: string;
  view: boolean;
  metrics: { name: string; value: number }[];
  errors: number;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The federation runtime read these remotes' manifests: their text names their release. */
function manifestsRead(...names: string[]) {
  for (const name of names) noteManifest(name, `{"name":"${name}"}`);
}

/** A reporter with a recorded beacon, releases named after their manifests and vitals by hand. */
function reporter() {
  const sent: { url: string; report: Report }[] = [];
  let emit: (metric: Metric) => void = () => undefined;
  const deps: ReporterDeps = {
    send: (url, body) => {
      sent.push({ url, report: JSON.parse(body) as Report });
      return true;
    },
    releaseOf: async (manifest) => `${(JSON.parse(manifest) as { name: string }).name}-r1`,
    vitals: (report) => {
      emit = report;
    },
  };
  const stop = start(deps);
  const vital = (name: Metric['name'], value: number) => emit({ name, value } as Metric);
  return { sent, stop, vital, reports: () => sent.map((s) => s.report) };
}

afterEach(() => {
  resetRumViews();
  setVisibility('visible');
});

describe('the page view reporter', () => {
  // The window's error listeners (the reporter itself never arrives here).
  beforeAll(() => startRum(() => new Promise(() => undefined)));

  it('sends one beacon per page view with its route pattern, remote, release and vitals', async () => {
    noteView('/photo/gallery/:id', 'mf_media/PhotoPage', '/photo/gallery/7');
    manifestsRead('mf_media');
    const r = reporter();
    await flushPromises();
    r.vital('TTFB', 120);
    r.vital('FCP', 800);
    r.vital('LCP', 1900.5);
    setVisibility('hidden');
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]!.url).toBe('/api/rum');
    expect(r.reports()[0]).toEqual({
      route: '/photo/gallery/:id',
      remote: 'mf-media',
      release: 'mf_media-r1',
      view: true,
      metrics: [
        { name: 'TTFB', value: 120 },
        { name: 'FCP', value: 800 },
        { name: 'LCP', value: 1900.5 },
      ],
      errors: 0,
    });
    // Hidden again with nothing new: no second beacon, and the view is not counted twice.
    setVisibility('visible');
    setVisibility('hidden');
    expect(r.sent).toHaveLength(1);
    r.stop();
  });

  it('counts errors against the page shown, and a page left inside the app is reported then', async () => {
    noteView('/', 'mf_content/HomePage', '/');
    manifestsRead('mf_content');
    const r = reporter();
    await flushPromises();
    r.vital('LCP', 1200);
    noteView('/videos', 'mf_media/VideosPage', '/videos');
    // The next page's remote arrives after the reporter did.
    manifestsRead('mf_media');
    await flushPromises();
    expect(r.reports()).toEqual([
      expect.objectContaining({ route: '/', remote: 'mf-content', view: true, errors: 0 }),
    ]);
    await flushPromises();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    window.dispatchEvent(new Event('unhandledrejection'));
    // The document's CLS comes late: it belongs to the first page (a report that counts no view).
    r.vital('CLS', 0.05);
    r.vital('CLS', 0.5);
    window.dispatchEvent(new Event('pagehide'));
    expect(r.reports().slice(1)).toEqual([
      {
        route: '/',
        remote: 'mf-content',
        release: 'mf_content-r1',
        view: false,
        metrics: [{ name: 'CLS', value: 0.05 }],
        errors: 0,
      },
      {
        route: '/videos',
        remote: 'mf-media',
        release: 'mf_media-r1',
        view: true,
        metrics: [],
        errors: 2,
      },
    ]);
    r.stop();
  });

  it('sends the views left before it arrived, once their releases are known', async () => {
    noteView('/events', 'mf_content/EventsPage', '/events');
    manifestsRead('mf_content');
    countError();
    noteView('/uznemsana', 'mf_admission/AdmissionPage', '/uznemsana');
    expect(hub.left).toHaveLength(1);
    const r = reporter();
    expect(r.sent).toHaveLength(0);
    await flushPromises();
    expect(r.reports()).toEqual([
      {
        route: '/events',
        remote: 'mf-content',
        release: 'mf_content-r1',
        view: true,
        metrics: [],
        errors: 1,
      },
    ]);
    r.stop();
  });

  it('names the release unknown when the runtime read no manifest of the remote', async () => {
    noteView('/videos', 'mf_media/VideosPage', '/videos');
    const r = reporter();
    noteView('/', 'mf_content/HomePage', '/');
    await flushPromises();
    expect(r.reports()).toEqual([
      expect.objectContaining({ remote: 'mf-media', release: 'unknown' }),
    ]);
    r.stop();
  });

  it("names a release as the shell's server names a manifest's version: 12 hex digits of its SHA-1", async () => {
    const text = '{"name":"mf_media","exposes":[]}';
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    // jsdom's crypto has no SubtleCrypto: Node's stands in, as a secure context's would.
    Object.defineProperty(globalThis.crypto, 'subtle', {
      value: webcrypto.subtle,
      configurable: true,
    });
    try {
      expect(await manifestRelease(text)).toBe(
        createHash('sha1').update(text).digest('hex').slice(0, 12),
      );
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });

  it('names the release of a page left the moment the reporter arrived: worked out when the manifest was read', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', {
      value: webcrypto.subtle,
      configurable: true,
    });
    try {
      noteView('/events', 'mf_content/EventsPage', '/events');
      const text = '{"name":"mf_content","exposes":[]}';
      noteManifest('mf_content', text);
      // The page stays long enough for its manifest's digest, not for the reporter's own.
      await waitFor(() => expect(hub.releases.has(text)).toBe(true));
      const sent: Report[] = [];
      const stop = start({
        send: (_url, body) => sent.push(JSON.parse(body) as Report) > 0,
        releaseOf: () => new Promise(() => undefined),
        vitals: () => undefined,
      });
      window.dispatchEvent(new Event('pagehide'));
      expect(sent).toEqual([
        expect.objectContaining({
          route: '/events',
          release: createHash('sha1').update(text).digest('hex').slice(0, 12),
          view: true,
        }),
      ]);
      stop();
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });

  it("hashes each manifest once: the reporter names the release from the start-up part's digest", async () => {
    const digest = jest.fn(webcrypto.subtle.digest.bind(webcrypto.subtle));
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', {
      value: { digest },
      configurable: true,
    });
    try {
      noteView('/events', 'mf_content/EventsPage', '/events');
      const text = '{"name":"mf_content","exposes":["./EventsPage"]}';
      noteManifest('mf_content', text);
      const sent: Report[] = [];
      const stop = start({
        send: (_url, body) => sent.push(JSON.parse(body) as Report) > 0,
        releaseOf: releaseOfManifest,
        vitals: () => undefined,
      });
      await waitFor(() => expect(hub.releases.has(text)).toBe(true));
      window.dispatchEvent(new Event('pagehide'));
      expect(sent).toEqual([
        expect.objectContaining({
          release: createHash('sha1').update(text).digest('hex').slice(0, 12),
        }),
      ]);
      expect(digest).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });

  it('is one view for the same address shown again, and caps the errors of a report', () => {
    noteView('/videos', 'mf_media/VideosPage', '/videos');
    noteView('/videos', 'mf_media/VideosPage', '/videos');
    for (let i = 0; i < 30; i++) countError();
    expect(hub.left).toHaveLength(0);
    expect(hub.current).toMatchObject({ route: '/videos', errors: 20 });
  });
});

describe('startRum', () => {
  it('loads the reporter only once the page has loaded and the browser is idle', () => {
    const idle: (() => void)[] = [];
    const original = window.requestIdleCallback;
    window.requestIdleCallback = ((run: () => void) =>
      idle.push(run)) as typeof requestIdleCallback;
    const load = jest.fn(() => Promise.resolve({ start: () => undefined }));
    try {
      startRum(load);
      // jsdom's document has loaded already: the reporter waits for an idle moment.
      expect(load).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      window.requestIdleCallback = original;
    }
  });
});

describe("the API's list of route patterns", () => {
  it('is the route table', () => {
    const document = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../../../api/openapi.json'), 'utf8'),
    ) as { components: { schemas: { RumReport: { properties: { route: { enum: string[] } } } } } };
    const accepted = document.components.schemas.RumReport.properties.route.enum;
    expect([...accepted].sort()).toEqual(routes.map((r) => r.path).sort());
  });
});
