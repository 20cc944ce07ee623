import { useCallback, useEffect, useRef } from 'react';
import { useInfiniteList } from '@koris/shared/widgets';
import type { TrashItem } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { PagedList } from '../../../components/PagedList';
import formStyles from '../../../components/form.module.css';
import { compareTrash, trashSource } from '../api/trash-source';
import { useRestore } from '../hooks/use-restore';
import { TrashRow } from './TrashRow';
import styles from './trash.module.css';

/**
 * Miskaste (role update-data; an application's with see-applications): every deleted item the
 * reader may restore, the latest first, a page of the API's
 * history size at a time with infinite scroll; Atjaunot puts one back and its row goes.
 */
export function TrashList() {
  const list = useInfiniteList({
    source: trashSource,
    compare: compareTrash,
    onError: notifyError,
  });
  const { items, removeItem } = list;
  const root = useRef<HTMLDivElement>(null);
  // Where focus goes once a restored row is gone, if it was on that row's button.
  const focusNext = useRef<HTMLElement | null>(null);
  const pressed = useRef(new Map<number, HTMLButtonElement>());

  const onGone = useCallback(
    (item: TrashItem) => {
      const button = pressed.current.get(item.id);
      if (button && document.activeElement === button) {
        // The next row's Atjaunot (else the previous one's), so a keyboard user goes on
        // down the list; the panel itself when the list is empty.
        const row = button.closest('li');
        const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
        focusNext.current = neighbour?.querySelector('button') ?? root.current;
      }
      removeItem(item.id);
    },
    [removeItem],
  );
  const { restore, isRestoring } = useRestore(onGone);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target?.isConnected) target.focus();
  }, [items]);

  const onRestore = (item: TrashItem, button: HTMLButtonElement) => {
    pressed.current.set(item.id, button);
    void restore(item).finally(() => pressed.current.delete(item.id));
  };

  return (
    <div ref={root} tabIndex={-1} className={styles.wrap}>
      <p className={formStyles.hint}>{texts.trash.intro}</p>
      <PagedList list={list} label={texts.trash.listLabel} empty={texts.trash.empty}>
        {(item) => (
          <TrashRow
            key={item.id}
            item={item}
            restoring={isRestoring(item.id)}
            onRestore={onRestore}
          />
        )}
      </PagedList>
    </div>
  );
}
