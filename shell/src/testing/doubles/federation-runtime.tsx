/**
 * Test double of `@module-federation/enhanced/runtime` (mapped in jest.config.cjs). Remote
 * modules resolve to small local pages rendering the route's heading; a test can make one
 * fail to load or throw while rendering, then heal it to prove the retry. As the real runtime
 * does, a load first fetches the remote's manifest through the registered plugins' `fetch`
 * hook (so the shell's version guard runs against the mocked manifest). The real
 * composition is proved in the browser tests.
 */
import { useEffect } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { Modal } from '@koris/shared/ui';
import { useAuthStore } from '@koris/shared/auth';

interface RemoteEntry {
  name: string;
  entry: string;
}

const HEADINGS: Record<string, string> = {
  'mf_content/HomePage': 'LU jauktais koris',
  'mf_content/EnglishHomePage': 'University of Latvia Mixed Choir',
  'mf_content/EnglishAboutPage': 'About us',
  'mf_content/EventsPage': 'NOTIKUMI',
  'mf_content/ArchivePage': 'Arhīvs',
  'mf_content/AboutPage': 'PAR MUMS',
  'mf_content/HistoryPage': 'Vēsture',
  'mf_content/GetInvolvedPage': 'Iesaisties',
  'mf_content/JoinPage': 'Pievienojies',
  'mf_content/CentenaryPage': 'Celies līdzi',
  'mf_content/QuizPage': 'Dziptcha',
  'mf_media/VideosPage': 'Video',
  'mf_media/PhotoPage': 'Foto',
  'mf_media/AlbumPage': 'Vara Saknes',
  'mf_admission/AdmissionPage': 'Uzņemšana',
  'mf_admission/ApplicationsPage': 'Pieteikumi',
};

export const registerCalls: { remotes: RemoteEntry[]; options?: { force?: boolean } }[] = [];
const entries = new Map<string, string>();
const plugins: ModuleFederationRuntimePlugin[] = [];

/** The singletons the shell provides in the build (versions as its manifest lists them). */
export const SHELL_SHARED: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  '@koris/shared/auth': '1.0.0',
};
export const loadCalls: string[] = [];
/** How many times each page was mounted (a remount loses the page's state). */
export const mounts = new Map<string, number>();
const failing = new Set<string>();
const crashing = new Set<string>();

function makePage(id: string) {
  const [remote] = id.split('/');
  return function TestPage() {
    useEffect(() => {
      mounts.set(id, (mounts.get(id) ?? 0) + 1);
    }, []);
    if (crashing.has(id)) throw new Error(`${id} crashed`);
    return (
      <section data-boundary={remote?.replace('_', '-')}>
        <h1>{HEADINGS[id] ?? id}</h1>
      </section>
    );
  };
}

function AccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAuthStore((s) => s.user);
  return (
    <Modal open={open} title="Konts" onClose={onClose}>
      <p>{user ? `Sveiki, ${user.name}` : 'Pieslēgšanās'}</p>
    </Modal>
  );
}

export function registerRemotes(remotes: RemoteEntry[], options?: { force?: boolean }): void {
  registerCalls.push({ remotes, options });
  for (const { name, entry } of remotes) entries.set(name, entry);
}

export function registerPlugins(list: ModuleFederationRuntimePlugin[]): void {
  plugins.push(...list);
}

export function getInstance() {
  return {
    options: {
      name: 'shell',
      shared: Object.fromEntries(
        Object.entries(SHELL_SHARED).map(([name, version]) => [name, [{ version, from: 'shell' }]]),
      ),
    },
  };
}

/** The manifest fetch of the real runtime, through the plugins' `fetch` hook. */
async function fetchManifest(remote: string): Promise<void> {
  const entry = entries.get(remote);
  if (!entry) throw new Error(`${remote} is not registered`);
  for (const plugin of plugins) {
    const response = await plugin.fetch?.(entry, {});
    if (response) return;
  }
  await fetch(entry);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  loadCalls.push(id);
  await fetchManifest(id.split('/')[0] ?? '');
  if (failing.has(id)) throw new Error(`${id}: remote unreachable`);
  const component = id === 'mf_account/AccountModal' ? AccountModal : makePage(id);
  return { default: component } as T;
}

/** Controls of the double. */
export const federation = {
  /** `loadRemote(id)` rejects, as when the remote's server is down. */
  failLoad: (id: string) => failing.add(id),
  /** The module loads but throws while rendering. */
  crashOnRender: (id: string) => crashing.add(id),
  /** The remote is back. */
  heal: (id: string) => {
    failing.delete(id);
    crashing.delete(id);
  },
  reset: () => {
    mounts.clear();
    failing.clear();
    crashing.clear();
    registerCalls.length = 0;
    loadCalls.length = 0;
    entries.clear();
    plugins.length = 0;
  },
};
