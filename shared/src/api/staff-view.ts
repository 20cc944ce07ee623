import { hasRole, useAuthStore } from '@koris/shared/auth';

/**
 * The query that makes a public read a staff one: in edit mode, drafts and scheduled items
 * too (`drafts=1`), or, with `?at=<Riga local time>` in the page's address, the items as
 * visitors will see them then. Visitors (and staff out of edit mode) send nothing, so their
 * answers stay the kept, public ones.
 */
export function staffView(): Record<string, string> {
  const { user } = useAuthStore.getState();
  if (!hasRole(user, 'update-data') || user?.is_edit_mode_active !== true) return {};
  const at =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('at');
  return at ? { at } : { drafts: '1' };
}
