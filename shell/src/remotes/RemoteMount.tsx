import {
  Component,
  Suspense,
  useContext,
  useEffect,
  useState,
  type Attributes,
  type ReactNode,
} from 'react';
import { Loader } from '@koris/shared/ui';
import type { NoProps, PropsOf } from '@koris/shared/federation';
import { remoteComponent, type RemoteComponent, type RemoteModuleId } from './registry';
import { ServerPagesContext } from './server-pages';
import styles from './remote-mount.module.css';

interface BoundaryProps {
  onRetry: () => void;
  /** The modal slot has no room for a block: its fallback is a compact line. */
  compact?: boolean;
  children: ReactNode;
}

/** Catches a remote that cannot load or throws: a short Latvian message and a retry button. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Visible to the team in the console; never shown to the visitor.
    console.error('[shell] remote failed', error);
  }

  retry = () => {
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) {
      return (
        <div
          className={this.props.compact ? styles.compact : styles.fallback}
          role="alert"
          data-remote-fallback=""
        >
          <p className={styles.message}>Šo lapas daļu pašlaik neizdevās ielādēt.</p>
          <button type="button" className="k-btn k-btn-primary" onClick={this.retry}>
            Mēģināt vēlreiz
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * One remote mount: Suspense with the loader, inside an error boundary whose retry loads the
 * module again without a page reload. Mount it with `key={id}` so each route starts afresh.
 */
type MountProps<Id extends RemoteModuleId> = {
  id: Id;
  /** The modal slot has no room for a block: its fallback is a compact line. */
  compact?: boolean;
} & (PropsOf<Id> extends NoProps ? { props?: undefined } : { props: PropsOf<Id> });

/**
 * Marks the document once a page's part runs in the browser (`<html data-page-ready="…">`):
 * a page drawn by the server shows before its code has taken it over, and browser tests wait
 * for this before they click. Renders nothing, on the server as in the browser.
 */
function PageReady({ id }: { id: RemoteModuleId }) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['pageReady'] = id;
    return () => {
      if (root.dataset['pageReady'] === id) delete root.dataset['pageReady'];
    };
  }, [id]);
  return null;
}

export function RemoteMount<Id extends RemoteModuleId>({
  id,
  props,
  compact = false,
}: MountProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  // A retry remounts the boundary. A failed load was already forgotten by the registry, so
  // the remount asks the network again; a page that threw is simply rendered again.
  // On the shell's server the page's module is already loaded (src/server/render.tsx).
  const serverPage = useContext(ServerPagesContext)?.get(id) as RemoteComponent<Id> | undefined;
  const Remote = serverPage ?? remoteComponent(id);
  // Pages take no props (the contract's NoProps): they get an empty object.
  const remoteProps = (props ?? {}) as PropsOf<Id> & Attributes;
  return (
    <RemoteErrorBoundary key={attempt} compact={compact} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loader />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one stable component per module, from the registry */}
        <Remote {...remoteProps} />
        {compact ? null : <PageReady id={id} />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
