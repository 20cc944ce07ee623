import { EditableText, type EditableTextProps } from '@koris/shared/ui';

/** One of a page's texts edited in place: which setting, where it stands, what its editor is titled. */
export type PageText = Pick<EditableTextProps, 'name' | 'className' | 'label'>;

/** A page's texts in a row, from one list that also tells PageReveal which texts to wait for. */
export function EditableTexts({ texts, lang }: { texts: readonly PageText[]; lang?: 'lv' | 'en' }) {
  return (
    <>
      {texts.map((text) => (
        <EditableText key={text.name} {...text} lang={lang} />
      ))}
    </>
  );
}

/** The names PageReveal waits for. */
export const textNames = (...groups: (readonly PageText[])[]) =>
  groups.flat().map((text) => text.name);
