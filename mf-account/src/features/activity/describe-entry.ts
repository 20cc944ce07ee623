import type { ActivityEntry } from '@koris/shared/types';
import { kindLabel, texts } from '../../texts';

/**
 * What the item part of a log line says: "Pasākums «Ziemas koncerts»". A registration token is
 * named by the roles it grants (the API never logs the token itself). Login and password
 * lines have no item.
 */
export function describeItem({ kind, title }: Pick<ActivityEntry, 'kind' | 'title'>): string {
  const label = kindLabel(kind);
  if (kind === 'registration-token' && !title) return texts.activity.tokenWithoutRoles;
  if (label && title) return texts.activity.item(label, title);
  return label ?? title ?? '';
}

/**
 * "Anna Bērziņa izdzēsa · Pasākums «Ziemas koncerts»", or "Anna Bērziņa pieteicās", or
 * "Aizturēti pieteikšanās mēģinājumi kontā «Anna Bērziņa»: 37".
 */
export function describeEntry(entry: ActivityEntry): string {
  // Nobody acted: the name is the account that was guessed at, the title a count.
  if (entry.action === 'login-throttled') {
    return texts.activity.throttled(entry.user_name, entry.title ?? '0');
  }
  // The site's server acted, with a staff token: the remote, the release and why are the line.
  if (entry.action === 'canary-ended') {
    return texts.activity.canaryEnded(entry.kind ?? '', entry.title ?? '');
  }
  const action = texts.activity.actions[entry.action] ?? entry.action;
  const item = describeItem(entry);
  const done = `${entry.user_name} ${action}`;
  return item ? `${done} · ${item}` : done;
}
