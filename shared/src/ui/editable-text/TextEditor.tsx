import { useState, type ElementType, type ReactNode } from 'react';
import type { SystemSetting, SystemSettingName } from '@koris/shared/types';
import { notifyError } from '../notify';
import { Modal } from '../modal/Modal';
import { VersionsButton } from '../versions/Versions';
import { Lines } from './Lines';
import { useSettingsStore } from './settings-store';
import styles from './editable-text.module.css';

export interface TextEditorProps {
  setting: SystemSetting;
  name: SystemSettingName;
  as: ElementType;
  className?: string;
  /** The modal's title, and what the button's hidden prefix names. */
  title: string;
  lang: 'lv' | 'en';
  /** What shows while this part's code arrives (the text as a visitor sees it). */
  fallback?: ReactNode;
}

/**
 * The editing side of EditableText, drawn only with role update-data and edit mode on: the
 * text is a button that opens a large modal with a textarea and Save and Close; a saved value
 * shows at once everywhere it is used; a failed save keeps the modal and the draft open and
 * shows the server's message inside it. Versijas lists the text's earlier values; a restored
 * one shows at once everywhere, as a saved one does.
 */
export function TextEditor({ setting, name, as: Tag, className, title, lang }: TextEditorProps) {
  const save = useSettingsStore((s) => s.save);
  const refresh = useSettingsStore((s) => s.refresh);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const startEdit = () => {
    setDraft(setting.value);
    setOpen(true);
  };

  const onSave = async () => {
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

  return (
    <>
      <Tag className={`${className ?? ''} ${styles.editable}`} data-setting={name}>
        {/* The text itself stays the button's content, so a screen reader hears it. */}
        <button type="button" className={styles.trigger} onClick={startEdit}>
          <span className={styles.visuallyHidden}>
            {`${lang === 'en' ? 'Edit text' : 'Labot tekstu'}: ${title}. `}
          </span>
          {setting.value.trim() ? (
            <Lines text={setting.value} />
          ) : (
            <span className={styles.placeholder}>
              {lang === 'en'
                ? '(empty text: click to write)'
                : '(tukšs teksts: noklikšķiniet, lai rakstītu)'}
            </span>
          )}
        </button>
      </Tag>
      <Modal
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        footer={
          <>
            <VersionsButton
              kind="setting"
              itemId={setting.id}
              label={title}
              onRestored={onRestored}
            />
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
