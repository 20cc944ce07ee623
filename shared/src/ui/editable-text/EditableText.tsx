import type { ElementType } from 'react';
import type { SystemSettingName } from '@koris/shared/types';
import { useCanEdit } from '@koris/shared/auth';
import { useSetting } from './settings-store';
import { TextEditor } from '../on-demand';
import { Lines } from './Lines';

export { Lines };

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

/**
 * A system setting shown line by line, as text (never as HTML). With role update-data and
 * edit mode on, the text is a button that opens its editor (./TextEditor, which arrives on
 * demand: a visitor never loads it).
 */
export function EditableText({
  name,
  as: Tag = 'div',
  className,
  label,
  lang = 'lv',
}: EditableTextProps) {
  const setting = useSetting(name);
  const canEdit = useCanEdit();
  const plain = (
    <Tag className={className} data-setting={name}>
      <Lines text={setting?.value} />
    </Tag>
  );
  if (!canEdit || !setting) return plain;
  return (
    <TextEditor
      setting={setting}
      name={name}
      as={Tag}
      className={className}
      title={label ?? name}
      lang={lang}
      fallback={plain}
    />
  );
}
