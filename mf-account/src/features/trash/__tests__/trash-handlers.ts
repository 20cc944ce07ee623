/**
 * Miskaste as the API serves it (api/openapi.json `/api/trash`, `/api/trash/{id}/restore`): a
 * test hands over the items in the trash, the latest first; a restore takes one out and
 * answers as the API does, and a trash id it does not have is not found.
 */
import type { RestoredResponse, TrashItem } from '@koris/shared/types';
import { api, failure, HttpResponse, paged } from '@koris/shared/testing';

/** The API's answers to a restore. */
export const RESTORED = 'Atjaunots';
export const RESTORED_UNLINKED = 'Atjaunots bez pasākuma: galerijas pasākums ir dzēsts.';

let lastId = 500;

/** A deleted item; the rest derived from its id so two never look alike. */
export function aTrashItem(fields: Partial<TrashItem> = {}): TrashItem {
  const id = fields.id ?? ++lastId;
  return {
    id,
    kind: 'event',
    item_id: id + 10,
    title: `Pasākums ${id}`,
    deleted_by_name: 'Anna Bērziņa',
    deleted_at: '2025-03-05T10:00:00.000Z',
    ...fields,
  };
}

/** `trash` is changed in place: a restored item leaves it, as on the server. */
export function trashHandlers(trash: TrashItem[]) {
  return [
    api.get(
      '/trash',
      paged(() => trash),
    ),
    api.post('/trash/:id/restore', ({ params }) => {
      const at = trash.findIndex((item) => item.id === Number(params['id']));
      if (at === -1) return failure(404, 'Not in the trash');
      const [item] = trash.splice(at, 1);
      const answer: RestoredResponse = {
        message: RESTORED,
        kind: item!.kind,
        item_id: item!.item_id,
        unlinked: false,
      };
      return HttpResponse.json(answer);
    }),
  ];
}
