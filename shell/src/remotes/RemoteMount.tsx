import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Loader } from '@koris/shared/ui';
import { loadRemoteModule, type RemoteModuleId } from './registry';
import styles from './remote-mount.module.css';

interface BoundaryProps {
  onRetry: () => void;
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
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) {
      return (
        <div className={styles.fallback} role="alert">
          <p>Šo lapas daļu pašlaik neizdevās ielādēt.</p>
          <button type="button" className="k-btn k-btn-primary" onClick={this.retry}>
            Mēģināt vēlreiz
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
const lazyCache = new Map<RemoteModuleId, AnyComponent>();

function lazyRemote(id: RemoteModuleId, fresh: boolean): AnyComponent {
  let component = lazyCache.get(id);
  if (!component || fresh) {
    component = lazy(() => loadRemoteModule(id));
    lazyCache.set(id, component);
  }
  return component;
}

/**
 * One remote mount: Suspense with the loader, inside an error boundary whose retry loads the
 * module again without a page reload. Mount it with `key={id}` so each route starts afresh.
 */
export function RemoteMount({
  id,
  props = {},
}: {
  id: RemoteModuleId;
  props?: Record<string, unknown>;
}) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => lazyRemote(id, attempt > 0), [id, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loader />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
