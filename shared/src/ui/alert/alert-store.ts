import { create } from 'zustand';

export type AlertKind = 'success' | 'danger';

export interface AlertItem {
  id: number;
  kind: AlertKind;
  message: string;
  /** Where it shows: 'page', or the scope of an open modal. */
  scope: string;
  /** Seconds left before it hides itself (counted down on a 1-second tick, docs/product.md#constants). */
  secondsLeft: number;
  /** True while the pointer or keyboard focus is on it: the countdown waits. */
  paused?: boolean;
  /** A button beside the message (a delete's Atsaukt); pressing it closes the alert. */
  action?: AlertAction;
}

export interface AlertAction {
  label: string;
  run: () => void;
}

/**
 * Lifetime of an alert. docs/product.md#constants says only "library default on a 1-second tick": we count
 * 5 ticks (5 s), long enough to read a one-line message; it never runs out under the
 * pointer or focus, and every alert has a close button.
 */
export const ALERT_SECONDS = 5;
/** The tick of the countdown (docs/product.md#constants). */
export const ALERT_TICK_MS = 1000;

interface AlertState {
  alerts: AlertItem[];
  /** Scopes of open modals, innermost last: new alerts show inside the top one. */
  scopes: string[];
  pushAlert: (kind: AlertKind, message: string, scope?: string, action?: AlertAction) => number;
  dismissAlert: (id: number) => void;
  /** Stops or restarts one alert's countdown (hover, focus). */
  setPaused: (id: number, paused: boolean) => void;
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
  pushAlert: (kind, message, scope, action) => {
    const id = nextId++;
    const target = scope ?? get().scopes.at(-1) ?? 'page';
    set((state) => ({
      alerts: [
        // The same text twice in a row (a double click on Save) shows once, with a fresh clock;
        // an alert with an action (the undo of one delete) is never replaced by another's.
        ...state.alerts.filter(
          (a) =>
            !(a.kind === kind && a.message === message && a.scope === target) ||
            Boolean(a.action || action),
        ),
        {
          id,
          kind,
          message,
          scope: target,
          secondsLeft: ALERT_SECONDS,
          ...(action && { action }),
        },
      ],
    }));
    return id;
  },
  dismissAlert: (id) => set((state) => ({ alerts: state.alerts.filter((a) => a.id !== id) })),
  setPaused: (id, paused) =>
    set((state) => ({
      alerts: state.alerts.map((a) => (a.id === id ? { ...a, paused } : a)),
    })),
  tick: () =>
    set((state) => ({
      alerts: state.alerts
        .map((a) => (a.paused ? a : { ...a, secondsLeft: a.secondsLeft - 1 }))
        .filter((a) => a.secondsLeft > 0),
    })),
  openScope: (scope) =>
    set((state) => ({ scopes: [...state.scopes.filter((s) => s !== scope), scope] })),
  closeScope: (scope) =>
    set((state) => ({
      scopes: state.scopes.filter((s) => s !== scope),
      // Messages of a closed modal move to the page so none is lost.
      alerts: state.alerts.map((a) => (a.scope === scope ? { ...a, scope: 'page' } : a)),
    })),
  clearAlerts: () => set({ alerts: [], scopes: [] }),
}));

/*
 * One clock for the whole site, owned by the store rather than by a component: however many
 * alert lists are mounted (page, modals, a remote's dev host) each alert loses exactly one
 * second per tick, and it runs only while an alert is shown.
 */
let ticker: ReturnType<typeof setInterval> | null = null;
useAlertStore.subscribe((state) => {
  const needed = state.alerts.length > 0;
  if (needed && ticker === null) {
    ticker = setInterval(() => useAlertStore.getState().tick(), ALERT_TICK_MS);
  } else if (!needed && ticker !== null) {
    clearInterval(ticker);
    ticker = null;
  }
});

export const pushSuccess = (message: string, action?: AlertAction) =>
  useAlertStore.getState().pushAlert('success', message, undefined, action);
export const pushDanger = (message: string) =>
  useAlertStore.getState().pushAlert('danger', message);
