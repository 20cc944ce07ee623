import { useState, type ElementType } from 'react';
import type { SystemSettingName } from '@koris/shared/types';
import { useCanEdit } from '@koris/shared/auth';
import { notifyError } from '../notify';
import { useSetting, useSettingsStore } from './settings-store';
import { Modal } from '../modal/Modal';
import { VersionsButton } from '../versions/Versions';
import styles from './editable-text.module.css';

export interface EditableTextProps {
  name: SystemSettingName;
  /** Element wrapping the lines (default div). */
  as?: ElementType;
  className?: string;
  /** Title of the edit modal. */
  label?: string;
  /** Language of the hidden "edit" prefix and the empty-text placeholder (English pages). */
  lang?: 'lv' | 'en';
}

/** Splits multi-line text into lines, rendered as text (never as HTML). */
export function Lines({ text }: { text: string | null | undefined }) {
  const lines = (text ?? '').split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
          {i < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}

/**
 * A system setting shown line by line, as text (never as HTML). With role update-data and
 * edit mode on, clicking it opens a large modal with a textarea and Save and Close (docs/product.md#pages
 * footer, §6); a saved value shows at once everywhere it is used; a failed save keeps the
 * modal and the draft open and shows the server's message inside it. Versijas lists the
 * text's earlier values; a restored one shows at once everywhere, as a saved one does.
 */
export function EditableText({
  name,
  as: Tag = 'div',
  className,
  label,
  lang = 'lv',
}: EditableTextProps) {
  const setting = useSetting(name);
  const save = useSettingsStore((s) => s.save);
  const refresh = useSettingsStore((s) => s.refresh);
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const startEdit = () => {
    if (!canEdit || !setting) return;
    setDraft(setting.value);
    setOpen(true);
  };

  const onSave = async () => {
    if (!setting) return;
    setSaving(true);
    try {
      await save(setting, draft);
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  // The restored text is now the current one: it shows everywhere, and the modal closes
  // rather than keep a draft of what was just replaced.
  const onRestored = async () => {
    await refresh(name);
    setOpen(false);
  };

  const text = <Lines text={setting?.value} />;
  const title = label ?? name;
  return (
    <>
      {canEdit && setting ? (
        <Tag className={`${className ?? ''} ${styles.editable}`} data-setting={name}>
          {/* The text itself stays the button's content, so a screen reader hears it. */}
          <button type="button" className={styles.trigger} onClick={startEdit}>
            <span className={styles.visuallyHidden}>
              {`${lang === 'en' ? 'Edit text' : 'Labot tekstu'}: ${title}. `}
            </span>
            {setting.value.trim() ? (
              text
            ) : (
              <span className={styles.placeholder}>
                {lang === 'en'
                  ? '(empty text: click to write)'
                  : '(tukšs teksts: noklikšķiniet, lai rakstītu)'}
              </span>
            )}
          </button>
        </Tag>
      ) : (
        <Tag className={className} data-setting={name}>
          {text}
        </Tag>
      )}
      <Modal
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        footer={
          <>
            {setting ? (
              <VersionsButton
                kind="setting"
                itemId={setting.id}
                label={title}
                onRestored={onRestored}
              />
            ) : null}
            <button
              type="button"
              className="k-btn k-btn-primary"
              onClick={onSave}
              disabled={saving}
            >
              Save
            </button>
            <button type="button" className="k-btn" onClick={() => setOpen(false)}>
              Close
            </button>
          </>
        }
      >
        <label className={styles.label}>
          <span className={styles.visuallyHidden}>{title}</span>
          <textarea
            className={styles.textarea}
            value={draft}
            rows={12}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
      </Modal>
    </>
  );
}
