import { createAchievement, getAchievement, updateAchievement } from '@koris/shared/api';
import type { Achievement } from '@koris/shared/types';
import { EditField, EditFormModal } from '@koris/shared/widgets';

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
 * Add or edit an achievement in a large modal: Text, Eng text, Order, Save and Close (English
 * about, docs/product.md#pages), with its earlier versions (Versijas) when editing. No
 * client-side validation (docs/product.md#validation): the server's message is shown inside
 * the open modal and every typed value stays. Create is multipart (empty fields left out),
 * update is `PUT` JSON (docs/product.md#calls); an empty Order on update keeps the stored order.
 */
export function AchievementFormModal({ achievement, onClose, onSaved }: AchievementFormModalProps) {
  return (
    <EditFormModal
      item={achievement}
      noun="Achievement"
      initial={() => ({
        text: achievement?.text ?? '',
        eng_text: achievement?.eng_text ?? '',
        order: achievement?.order != null ? String(achievement.order) : '',
      })}
      save={({ text, eng_text, order }) =>
        achievement
          ? updateAchievement(achievement.id, {
              text,
              eng_text,
              // JSON null is "not sent": the stored order stays.
              order: order.trim() === '' ? null : order.trim(),
            })
          : createAchievement({ text, eng_text, order: order.trim() })
      }
      versions={{
        kind: 'achievement',
        label: achievement?.text ?? undefined,
        reread: getAchievement,
      }}
      noValidate
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ text }) => (
        <>
          <EditField label="Text" rows={3} {...text('text')} />
          <EditField label="Eng text" rows={3} {...text('eng_text')} />
          <EditField label="Order" type="text" inputMode="numeric" {...text('order')} />
        </>
      )}
    </EditFormModal>
  );
}
