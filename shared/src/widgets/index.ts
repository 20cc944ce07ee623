/**
 * Widgets each remote bundles for itself (not shared singletons): what only editing, a paged
 * list or a form needs, so that the shared UI every page loads stays small. What they use of
 * the shared UI comes through @koris/shared/ui, one instance for the whole page.
 */
export { EditFormModal, EditField, EditCheckbox, FieldError } from './EditFormModal';
export type { BoundCheck, BoundText, Draft, EditForm, EditFormModalProps } from './EditFormModal';
export { ListEnd } from './ListEnd';
export type { ListEndProps, ListEndState } from './ListEnd';
export { useAction } from './use-action';
export { useInfiniteList } from './use-infinite-list';
export type { InfiniteListOptions } from './use-infinite-list';
export { ResponsiveImage } from './ResponsiveImage';
export type { ResponsiveImageProps } from './ResponsiveImage';
export { PublicationFields, PublicationMark, publicationDraftOf, sentDraft } from './Publication';
export type { Publishable } from './Publication';
