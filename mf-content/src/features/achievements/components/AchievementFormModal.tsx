import { useId, useState, type FormEvent } from 'react';
import { createAchievement, getAchievement, updateAchievement } from '@koris/shared/api';
import type { Achievement } from '@koris/shared/types';
import { Modal, notifyError, pushSuccess, VersionsButton } from '@koris/shared/ui';
import styles from './achievements.module.css';

export interface AchievementFormModalProps {
  /** The achievement being edited; null adds a new one. */
  achievement: Achievement | null;
  onClose: () => void;
  /**
   * Called with the saved achievement after a successful save or a restored version, before
   * the modal closes (the list reloads).
   */
  onSaved: (achievement: Achievement, created: boolean) => void;
}

/**
 * Add or edit an achievement in a large modal: Text, Eng text, Order, Save and Close
 * (SPEC §2 English about). No client-side validation (SPEC §5): the server's message is shown
 * inside the open modal and every typed value stays. Create is multipart (empty fields left
 * out), update is `PUT` JSON (SPEC §7); an empty Order on update keeps the stored order.
 * Editing one offers its earlier versions (Versijas): a restored one is read again and handed
 * to `onSaved`, and the modal closes, since its draft holds the values just replaced.
 */
export function AchievementFormModal({ achievement, onClose, onSaved }: AchievementFormModalProps) {
  const formId = useId();
  const [text, setText] = useState(achievement?.text ?? '');
  const [engText, setEngText] = useState(achievement?.eng_text ?? '');
  const [order, setOrder] = useState(achievement?.order != null ? String(achievement.order) : '');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = achievement
        ? await updateAchievement(achievement.id, {
            text,
            eng_text: engText,
            // JSON null is "not sent": the stored order stays.
            order: order.trim() === '' ? null : order.trim(),
          })
        : await createAchievement({ text, eng_text: engText, order: order.trim() });
      pushSuccess(achievement ? 'Achievement updated' : 'Achievement created');
      onSaved(saved, !achievement);
      onClose();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  };

  const onRestored = async () => {
    if (!achievement) return;
    onSaved(await getAchievement(achievement.id), false);
    onClose();
  };

  return (
    <Modal
      open
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      onClose={onClose}
      footer={
        <>
          {achievement ? (
            <VersionsButton
              kind="achievement"
              itemId={achievement.id}
              label={achievement.text ?? undefined}
              onRestored={onRestored}
            />
          ) : null}
          <button type="submit" form={formId} className="k-btn k-btn-primary" disabled={saving}>
            Save
          </button>
          <button type="button" className="k-btn" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {/* noValidate: no client-side validation (SPEC §5), the server answers. */}
      <form id={formId} onSubmit={onSubmit} className={styles.form} noValidate>
        <label className="k-field">
          Text
          <textarea name="text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <label className="k-field">
          Eng text
          <textarea
            name="eng_text"
            rows={3}
            value={engText}
            onChange={(e) => setEngText(e.target.value)}
          />
        </label>
        <label className="k-field">
          Order
          <input
            name="order"
            type="text"
            inputMode="numeric"
            value={order}
            onChange={(e) => setOrder(e.target.value)}
          />
        </label>
      </form>
    </Modal>
  );
}
