import { create } from 'zustand';

export type AlertKind = 'success' | 'danger';

export interface AlertItem {
  id: number;
  kind: AlertKind;
  message: string;
  /** Where it shows: 'page', or the scope of an open modal. */
  scope: string;
  /** Seconds left before it hides itself (counted down on a 1-second tick, SPEC §9). */
  secondsLeft: number;
}

export const ALERT_SECONDS = 5;

interface AlertState {
  alerts: AlertItem[];
  /** Scopes of open modals, innermost last: new alerts show inside the top one. */
  scopes: string[];
  pushAlert: (kind: AlertKind, message: string, scope?: string) => number;
  dismissAlert: (id: number) => void;
  /** One tick of the 1-second clock: counts down and drops expired alerts. */
  tick: () => void;
  openScope: (scope: string) => void;
  closeScope: (scope: string) => void;
  clearAlerts: () => void;
}

let nextId = 1;

export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  scopes: [],
  pushAlert: (kind, message, scope) => {
    const id = nextId++;
    const target = scope ?? get().scopes.at(-1) ?? 'page';
    set((state) => ({
      alerts: [
        ...state.alerts,
        { id, kind, message, scope: target, secondsLeft: ALERT_SECONDS },
      ],
    }));
    return id;
  },
  dismissAlert: (id) => set((state) => ({ alerts: state.alerts.filter((a) => a.id !== id) })),
  tick: () =>
    set((state) => ({
      alerts: state.alerts
        .map((a) => ({ ...a, secondsLeft: a.secondsLeft - 1 }))
        .filter((a) => a.secondsLeft > 0),
    })),
  openScope: (scope) => set((state) => ({ scopes: [...state.scopes, scope] })),
  closeScope: (scope) =>
    set((state) => ({
      scopes: state.scopes.filter((s) => s !== scope),
      // Messages of a closed modal move to the page so none is lost.
      alerts: state.alerts.map((a) => (a.scope === scope ? { ...a, scope: 'page' } : a)),
    })),
  clearAlerts: () => set({ alerts: [], scopes: [] }),
}));

export const pushSuccess = (message: string) =>
  useAlertStore.getState().pushAlert('success', message);
export const pushDanger = (message: string) =>
  useAlertStore.getState().pushAlert('danger', message);
