/**
 * The shared UI that only staff ever see (edit and delete buttons, the versions list, the
 * image input, a text's editor, a delete's undo) arrives on demand, in a chunk of its own,
 * instead of with the start-up code every visitor loads: `@koris/shared/ui` is a federation
 * singleton and cannot be tree-shaken, so all it exports is in every visitor's first download
 * (docs/decisions/049).
 *
 * Each part keeps its name, props and behaviour. The first time one is drawn before its chunk
 * has arrived it draws nothing until it has (a Suspense boundary of its own, so nothing around
 * it waits). A signed-in browser fetches the chunk once it is idle (`preloadStaffUi`), and
 * the test kit before every test file, so by the time a staff member turns edit mode on the
 * parts draw at once. The edit-mode parts check edit mode before asking for their code:
 * a visitor never loads it.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAuthStore, useCanEdit } from '@koris/shared/auth';
import { notifyError } from './notify';

type StaffUi = typeof import('./staff-parts');
type PartName = keyof StaffUi;
type Props = Record<string, unknown>;

let loaded: StaffUi | undefined;
let loading: Promise<StaffUi> | undefined;

/** The staff parts' code; fetched once (again after a failure). */
export function loadStaffUi(): Promise<StaffUi> {
  loading ??= import(/* webpackChunkName: "staff-ui" */ './staff-parts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A thenable that settles as it is asked: React.lazy then has the component in the same
 * render, so a part whose code is already here never draws nothing first.
 */
const settled = <T,>(value: T) =>
  ({ then: (resolve: (value: T) => unknown) => resolve(value) }) as unknown as Promise<T>;

interface Options {
  /** Whether to draw the part at all: checked before its code is asked for. */
  gate?: () => boolean;
  /** What shows until the code has arrived (nothing, unless given). */
  fallback?: (props: Props) => ReactNode;
}

function onDemand<Name extends PartName>(
  name: Name,
  { gate, fallback }: Options = {},
): StaffUi[Name] {
  const load = () =>
    loaded
      ? settled({ default: loaded[name] as ComponentType<Props> })
      : loadStaffUi().then(
          (parts) => ({ default: parts[name] as ComponentType<Props> }),
          (error: unknown) => {
            // The next mount (an error boundary's retry) asks the network again.
            Lazy = lazy(load);
            throw error;
          },
        );
  function Draw(props: Props): ReactNode {
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  function Gated(props: Props): ReactNode {
    return gate!() ? <Draw {...props} /> : null;
  }
  let Lazy = lazy(load);
  const Part = gate ? Gated : Draw;
  Object.defineProperty(Part, 'name', { value: name });
  return Part as unknown as StaffUi[Name];
}

/** Rendered only with role update-data and edit mode on, as the parts themselves are. */
export const EditControls = onDemand('EditControls', { gate: useCanEdit });
export const ItemEditControls = onDemand('ItemEditControls', { gate: useCanEdit });
export const AddButton = onDemand('AddButton', { gate: useCanEdit });
export const DeleteButton = onDemand('DeleteButton');
export const VersionList = onDemand('VersionList');
export const VersionsButton = onDemand('VersionsButton');
export const ImageInput = onDemand('ImageInput');
/** EditableText's editing side (EditableText draws it only for those who may edit). */
export const TextEditor = onDemand('TextEditor', {
  fallback: (props) => props.fallback as ReactNode,
});

/** The delete of an item from a list, with Atsaukt on its success alert (./undo). */
export const deleteWithUndo: StaffUi['deleteWithUndo'] = (...args) =>
  loadStaffUi().then(
    (ui) => ui.deleteWithUndo(...args),
    (error: unknown) => void notifyError(error),
  );

/**
 * A delete's success alert with Atsaukt (./undo): at once when the code is here, else as soon
 * as it has arrived.
 */
export const notifyDeleted: StaffUi['notifyDeleted'] = (...args) => {
  if (loaded) loaded.notifyDeleted(...args);
  else
    void loadStaffUi().then(
      (ui) => ui.notifyDeleted(...args),
      (error: unknown) => void notifyError(error),
    );
};

/**
 * Fetches the staff parts once a user is signed in and the browser is idle (now, if one
 * already is): the shell calls it at start-up.
 */
export function preloadStaffUi(): void {
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  const check = () => {
    if (!useAuthStore.getState().user || loading) return;
    idle(() => void loadStaffUi().catch(() => undefined));
  };
  check();
  useAuthStore.subscribe(check);
}
