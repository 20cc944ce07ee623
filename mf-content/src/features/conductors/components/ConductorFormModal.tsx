import { useId, useState, type FormEvent } from 'react';
import {
  createConductor,
  getConductor,
  updateConductor,
  type ConductorFields,
} from '@koris/shared/api';
import type { Conductor } from '@koris/shared/types';
import { ImageInput, Modal, notifyError, pushSuccess, VersionsButton } from '@koris/shared/ui';
import { plainTitle } from '../lib/conductor-text';
import styles from './conductors.module.css';

export interface ConductorFormModalProps {
  /** The conductor being edited; null adds a new one. */
  conductor: Conductor | null;
  onClose: () => void;
  onSaved: (conductor: Conductor, created: boolean) => void;
}

type TextField =
  | 'title'
  | 'position'
  | 'eng_position'
  | 'description'
  | 'eng_text'
  | 'year_from'
  | 'year_to'
  | 'order';

interface Draft extends Record<TextField, string> {
  is_current: boolean;
}

function draftOf(conductor: Conductor | null): Draft {
  return {
    title: conductor?.title ?? '',
    position: conductor?.position ?? '',
    eng_position: conductor?.eng_position ?? '',
    description: conductor?.description ?? '',
    eng_text: conductor?.eng_text ?? '',
    year_from: conductor?.year_from ?? '',
    year_to: conductor?.year_to ?? '',
    order: conductor?.order != null ? String(conductor.order) : '',
    // A new conductor starts as current: the Add button sits with the current conductors.
    is_current: conductor ? conductor.is_current === 1 : true,
  };
}

const FIELDS: { name: TextField; label: string; rows?: number; numeric?: boolean }[] = [
  { name: 'title', label: 'Title' },
  { name: 'position', label: 'Position' },
  { name: 'eng_position', label: 'Eng position' },
  { name: 'description', label: 'Description', rows: 6 },
  { name: 'eng_text', label: 'Eng text', rows: 6 },
  { name: 'year_from', label: 'Year from' },
  { name: 'year_to', label: 'Year to' },
  { name: 'order', label: 'Order', numeric: true },
];

/**
 * Add or edit a conductor in a large modal (SPEC §7: multipart, override put on edit). Mount it
 * only while open, so each opening starts from the conductor's current values. On an error the
 * modal stays open with every field as typed and the message shows inside it (SPEC §8).
 * Editing a conductor offers its earlier versions (Versijas): a restored one is read again,
 * shown where it is listed, and the modal closes, since its draft holds the values replaced.
 */
export function ConductorFormModal({ conductor, onClose, onSaved }: ConductorFormModalProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(conductor));
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    const fields: ConductorFields = { ...draft, image };
    try {
      const saved = conductor
        ? await updateConductor(conductor.id, fields)
        : await createConductor(fields);
      pushSuccess(conductor ? 'Conductor updated' : 'Conductor created');
      onSaved(saved, !conductor);
      onClose();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  };

  const onRestored = async () => {
    if (!conductor) return;
    onSaved(await getConductor(conductor.id), false);
    onClose();
  };

  return (
    <Modal
      open
      title={conductor ? 'Edit Conductor' : 'Add Conductor'}
      onClose={onClose}
      footer={
        <>
          {conductor ? (
            <VersionsButton
              kind="conductor"
              itemId={conductor.id}
              label={plainTitle(conductor.title)}
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
      <form id={formId} onSubmit={onSubmit} className={styles.form}>
        {FIELDS.map(({ name, label, rows, numeric }) => (
          <label key={name} className="k-field">
            {label}
            {rows ? (
              <textarea
                name={name}
                rows={rows}
                value={draft[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            ) : (
              <input
                name={name}
                type={numeric ? 'number' : 'text'}
                inputMode={numeric ? 'numeric' : undefined}
                step={numeric ? 1 : undefined}
                value={draft[name]}
                required={name === 'title'}
                onChange={(e) => set(name, e.target.value)}
              />
            )}
          </label>
        ))}
        <p className={styles.hint}>
          A line break in the title: write &lt;br&gt; where the next line starts.
        </p>
        <label className={styles.checkbox}>
          <input
            name="is_current"
            type="checkbox"
            checked={draft.is_current}
            onChange={(e) => set('is_current', e.target.checked)}
          />
          Is current
        </label>
        <ImageInput label="Image" onChange={(files) => setImage(files[0] ?? null)} />
        {conductor?.image && !image ? (
          <p className={styles.hint}>Leave empty to keep the current image.</p>
        ) : null}
      </form>
    </Modal>
  );
}
