import { useRevealPart } from '../../page-reveal/components/PageReveal';
import { useId, useState } from 'react';
import { deleteAchievement } from '@koris/shared/api';
import type { Achievement } from '@koris/shared/types';
import {
  AddButton,
  deleteWithUndo,
  EditControls,
  Lines,
  Loader,
  useRestored,
} from '@koris/shared/ui';
import { useAchievements } from '../hooks/use-achievements';
import { AchievementFormModal } from './AchievementFormModal';
import styles from './achievements.module.css';

export interface AchievementListProps {
  heading: string;
  /** Which text is shown: `text` (Latvian) or `eng_text` (English about). */
  lang: 'lv' | 'en';
}

type Editing = { achievement: Achievement | null } | null;

/** The English page falls back to the Latvian text while no translation is written. */
const shownText = (a: Achievement, lang: 'lv' | 'en') =>
  (lang === 'en' ? a.eng_text?.trim() || a.text : a.text) ?? '';

/**
 * Achievements (`GET /api/achievements`, in `order`). In edit mode: Add Achievement, and edit
 * and delete (after a confirmation) on each; every write reloads the list (docs/product.md#calls), and so
 * does a restore (Atsaukt on the delete's alert, or the account modal's trash).
 */
export function AchievementList({ heading, lang }: AchievementListProps) {
  const headingId = useId();
  const { items, loading, reload } = useAchievements();
  useRevealPart('achievements', loading);
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = (achievement: Achievement) =>
    deleteWithUndo('Achievement deleted', () => deleteAchievement(achievement.id), reload);

  useRestored('achievement', () => reload());

  return (
    <section className={styles.section} aria-labelledby={headingId} data-lang={lang}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <AddButton onClick={() => setEditing({ achievement: null })}>Add Achievement</AddButton>
      </header>
      {loading ? <Loader label={lang === 'en' ? 'Loading…' : undefined} /> : null}
      {!loading && items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((achievement) => {
            const text = shownText(achievement, lang);
            return (
              <li key={achievement.id} className={styles.item}>
                <p className={styles.text}>
                  <Lines text={text} />
                </p>
                <EditControls
                  lang={lang}
                  label={text}
                  onEdit={() => setEditing({ achievement })}
                  onDelete={() => onDelete(achievement)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing ? (
        <AchievementFormModal
          achievement={editing.achievement}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      ) : null}
    </section>
  );
}
