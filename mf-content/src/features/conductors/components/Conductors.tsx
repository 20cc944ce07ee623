import { useRevealPart } from '../../page-reveal/components/PageReveal';
import { useId, useState } from 'react';
import { deleteConductor } from '@koris/shared/api';
import type { Conductor } from '@koris/shared/types';
import { AddButton, deleteWithUndo, Loader } from '@koris/shared/ui';
import { useConductors, useRestoredConductors } from '../hooks/use-conductors';
import { ConductorCard } from './ConductorCard';
import { ConductorFormModal } from './ConductorFormModal';
import { ConductorTimeline } from './ConductorTimeline';
import styles from './conductors.module.css';

type Editing = { conductor: Conductor | null } | null;

/**
 * The conductors of the about page: the current ones two per row (one on phones), then the
 * historical ones as a timeline (DIRIĢENTI KORA VĒSTURĒ). In edit mode: Add Conductor, and edit
 * and delete on every conductor; both lists update in place, and a deleted conductor that is
 * restored comes back where it was.
 */
export function Conductors() {
  const currentId = useId();
  const oldId = useId();
  const current = useConductors('current');
  const old = useConductors('old');
  useRevealPart('conductors-current', current.loading);
  useRevealPart('conductors-old', old.loading);
  useRestoredConductors(current, old);
  const [editing, setEditing] = useState<Editing>(null);

  const onSaved = (conductor: Conductor) => {
    current.place(conductor);
    old.place(conductor);
  };

  const onDelete = (conductor: Conductor) =>
    deleteWithUndo(
      'Conductor deleted',
      () => deleteConductor(conductor.id),
      () => {
        current.remove(conductor.id);
        old.remove(conductor.id);
      },
    );

  const edit = (conductor: Conductor) => setEditing({ conductor });

  return (
    <>
      <section className={styles.section} aria-labelledby={currentId}>
        <header className={styles.header}>
          <h2 id={currentId} className={styles.heading}>
            DIRIĢENTI
          </h2>
          <AddButton onClick={() => setEditing({ conductor: null })}>Add Conductor</AddButton>
        </header>
        {current.loading ? <Loader /> : null}
        <div className={styles.grid}>
          {current.items.map((conductor) => (
            <ConductorCard
              key={conductor.id}
              conductor={conductor}
              onEdit={edit}
              onDelete={onDelete}
            />
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={oldId}>
        <header className={styles.header}>
          <h2 id={oldId} className={styles.heading}>
            DIRIĢENTI KORA VĒSTURĒ
          </h2>
        </header>
        {old.loading ? <Loader /> : null}
        <ConductorTimeline conductors={old.items} onEdit={edit} onDelete={onDelete} />
      </section>

      {editing ? (
        <ConductorFormModal
          conductor={editing.conductor}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
    </>
  );
}
