import { useId, useState, type FormEvent } from 'react';
import { createAchievement, updateAchievement } from '@koris/shared/api';
import type { Achievement } from '@koris/shared/types';
import { Modal, notifyError, pushSuccess } from '@koris/shared/ui';
import styles from './achievements.module.css';

export interface AchievementFormModalProps {
  /** The achievement being edited; null adds a new one. */
  achievement: Achievement | null;
  onClose: () => void;
  /** Called after a successful save, before the modal closes (the list reloads). */
  onSaved: () => void;
}

/**
 * Add or edit an achievement in a large modal: Text, Eng text, Order, Save and Close
 * (SPEC §2 English about). No client-side validation (SPEC §5): the server's message is shown
 * inside the open modal and every typed value stays. Create is multipart (empty fields left
 * out), update is `PUT` JSON (SPEC §7); an empty Order on update keeps the stored order.
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
      if (achievement) {
        await updateAchievement(achievement.id, {
          text,
          eng_text: engText,
          // JSON null is "not sent": the stored order stays.
          order: order.trim() === '' ? null : order.trim(),
        });
        pushSuccess('Achievement updated');
      } else {
        await createAchievement({ text, eng_text: engText, order: order.trim() });
        pushSuccess('Achievement created');
      }
      onSaved();
      onClose();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      onClose={onClose}
      footer={
        <>
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
