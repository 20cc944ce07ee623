import { createConductor, getConductor, updateConductor } from '@koris/shared/api';
import type { Conductor } from '@koris/shared/types';
import {
  EditCheckbox,
  EditField,
  EditFormModal,
  PublicationFields,
  publicationDraftOf,
  sentDraft,
} from '@koris/shared/widgets';
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

function draftOf(
  conductor: Conductor | null,
): Record<TextField | 'publish_at', string> & { is_current: boolean; draft: boolean } {
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
    ...publicationDraftOf(conductor),
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
 * Add or edit a conductor in a large modal (multipart, override put on edit:
 * docs/product.md#calls), with its earlier versions (Versijas) when editing. On an error the
 * modal stays open with every field as typed and the message shows inside it
 * (docs/product.md#messages).
 */
export function ConductorFormModal({ conductor, onClose, onSaved }: ConductorFormModalProps) {
  return (
    <EditFormModal
      item={conductor}
      noun="Conductor"
      initial={() => draftOf(conductor)}
      save={(draft, image) => {
        const fields = { ...draft, draft: sentDraft(draft.draft, conductor), image };
        return conductor ? updateConductor(conductor.id, fields) : createConductor(fields);
      }}
      versions={{
        kind: 'conductor',
        label: conductor ? plainTitle(conductor.title) : undefined,
        reread: getConductor,
      }}
      image={{ hintClassName: styles.hint }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ text, check }) => (
        <>
          {FIELDS.map(({ name, label, rows, numeric }) =>
            rows ? (
              <EditField key={name} label={label} rows={rows} {...text(name)} />
            ) : (
              <EditField
                key={name}
                label={label}
                {...(numeric ? { numeric } : { type: 'text' })}
                required={name === 'title'}
                {...text(name)}
              />
            ),
          )}
          <p className={styles.hint}>
            A line break in the title: write &lt;br&gt; where the next line starts.
          </p>
          <EditCheckbox label="Is current" {...check('is_current')} />
          <PublicationFields draft={check('draft')} publishAt={text('publish_at')} />
        </>
      )}
    </EditFormModal>
  );
}
