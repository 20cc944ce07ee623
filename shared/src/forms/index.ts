/**
 * Staff edit forms: bundled by the remotes that edit (not a shared singleton), so a visitor's
 * page never loads them; what they use of the shared UI comes through @koris/shared/ui.
 */
export { EditFormModal, EditField, EditCheckbox } from './EditFormModal';
export type { BoundCheck, BoundText, Draft, EditForm, EditFormModalProps } from './EditFormModal';
