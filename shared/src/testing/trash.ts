import { HttpResponse } from 'msw';
import type { RestoredResponse, TrashKind } from '@koris/shared/types';
import { failure } from './handlers';
import { api } from './msw';

interface Trashed {
  kind: TrashKind;
  itemId: number;
  /** Puts the record back into the test's data, as the API's restore does. */
  putBack: () => void;
}

/**
 * The API's trash over a test's own records: a delete handler hands what it removed to
 * `keep`, which answers as the API does (`{ message, trash_id }`); `handler` answers
 * `POST /api/trash/{id}/restore` by putting it back ("Atjaunots"), or 404 "Not in the trash"
 * for an id it does not keep (already restored, or never deleted).
 */
export function fakeTrash({ firstId = 1 } = {}) {
  const kept = new Map<number, Trashed>();
  let nextId = firstId;
  return {
    keep(message: string, trashed: Trashed) {
      const trashId = nextId++;
      kept.set(trashId, trashed);
      return HttpResponse.json({ message, trash_id: trashId });
    },
    handler: api.post('/trash/:id/restore', ({ params }) => {
      const trashId = Number(params['id']);
      const found = kept.get(trashId);
      if (!found) return failure(404, 'Not in the trash');
      kept.delete(trashId);
      found.putBack();
      const restored: RestoredResponse = {
        message: 'Atjaunots',
        kind: found.kind,
        item_id: found.itemId,
        unlinked: false,
      };
      return HttpResponse.json(restored);
    }),
  };
}
