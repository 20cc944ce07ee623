/**
 * Test double of `@module-federation/enhanced/runtime` (mapped in jest.config.cjs). Remote
 * modules resolve to small local pages rendering the route's heading; a test can make one
 * fail to load or throw while rendering, then heal it to prove the retry. The real
 * composition is proved in the browser tests.
 */
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
export const loadCalls: string[] = [];
const failing = new Set<string>();
const crashing = new Set<string>();

function makePage(id: string) {
  const [remote] = id.split('/');
  return function TestPage() {
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
}

export function loadRemote<T>(id: string): Promise<T | null> {
  loadCalls.push(id);
  if (failing.has(id)) return Promise.reject(new Error(`${id}: remote unreachable`));
  const component = id === 'mf_account/AccountModal' ? AccountModal : makePage(id);
  return Promise.resolve({ default: component } as T);
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
    failing.clear();
    crashing.clear();
    registerCalls.length = 0;
    loadCalls.length = 0;
  },
};
