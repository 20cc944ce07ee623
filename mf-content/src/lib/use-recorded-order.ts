import { useState } from 'react';
import { useServerDecision } from '@koris/shared/api';

/** `items` in the order of `ids`, or undefined unless `ids` names every item exactly once. */
export function inRecordedOrder<T>(
  items: readonly T[],
  ids: unknown,
  idOf: (item: T) => string,
): T[] | undefined {
  if (!Array.isArray(ids) || ids.length !== items.length || new Set(ids).size !== ids.length) {
    return undefined;
  }
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const ordered = ids.map((id: unknown) => (typeof id === 'string' ? byId.get(id) : undefined));
  return ordered.every((item) => item !== undefined) ? (ordered as T[]) : undefined;
}

/**
 * An order drawn at random once per visit (`draw`, a shuffle) that the server's render and the
 * browser's hydration agree on: the server draws it and records the ids under `key`, and the
 * browser starts the first page of a visit from that order, so the hydrated HTML is the
 * server's. A decision that lasts one visit: the shell's server keeps several draws of such a
 * document and serves one at random, so a reload is shuffled anew. Anywhere else (a page reached by navigation, or not rendered
 * by the server) the browser draws it itself, as before. Kept for the component's life.
 */
export function useRecordedOrder<T>(
  key: string,
  items: readonly T[],
  idOf: (item: T) => string,
  draw: () => T[],
): T[] {
  const recorded = useServerDecision(key, () => draw().map(idOf), 'visit');
  const [order] = useState(() => inRecordedOrder(items, recorded, idOf) ?? draw());
  return order;
}
