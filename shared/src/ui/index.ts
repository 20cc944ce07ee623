export * from './alert/alert-store';
export { Alert, AlertList } from './alert/Alert';
export { Modal } from './modal/Modal';
export type { ModalProps } from './modal/Modal';
export { useFocusTrap } from './focus-trap/use-focus-trap';
export type { FocusTrapOptions } from './focus-trap/use-focus-trap';
export { Loader } from './loader/Loader';
export { EditableText, Lines } from './editable-text/EditableText';
export { useSettingsStore } from './editable-text/settings-store';
export {
  AddButton,
  DeleteButton,
  EditControls,
  ImageInput,
  ItemEditControls,
  VersionList,
  VersionsButton,
  deleteWithUndo,
  notifyDeleted,
  loadStaffUi,
  preloadStaffUi,
} from './on-demand';
export type {
  DeleteButtonProps,
  EditControlsProps,
  ItemEditControlsProps,
} from './edit-controls/EditControls';
export type { ImageInputProps } from './image-input/ImageInput';
export * from './format';
export type { VersionsButtonProps, VersionsProps } from './versions/Versions';
export * from './notify';
export * from './restored';
export type { EditableTextProps } from './editable-text/EditableText';
