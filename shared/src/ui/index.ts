export {
  useAlertStore,
  pushSuccess,
  pushDanger,
  ALERT_SECONDS,
  ALERT_TICK_MS,
} from './alert/alert-store';
export type { AlertAction, AlertItem, AlertKind } from './alert/alert-store';
export { Alert, AlertList } from './alert/Alert';
export { Modal } from './modal/Modal';
export type { ModalProps } from './modal/Modal';
export { useFocusTrap } from './focus-trap/use-focus-trap';
export type { FocusTrapOptions } from './focus-trap/use-focus-trap';
export { Loader } from './loader/Loader';
export { EditableText, Lines } from './editable-text/EditableText';
export { useSettingsStore } from './editable-text/settings-store';
export * from './edit-controls/EditControls';
export {
  ImageInput,
  IMAGE_ACCEPT,
  isAllowedImage,
  rejectedImagesMessage,
} from './image-input/ImageInput';
export { formatDate, formatDateTime, formatEventTime, type Language } from './format';
export { VersionsButton, VersionList } from './versions/Versions';
export { deleteWithUndo, notifyDeleted, notifyError, UNDO_LABEL } from './notify';
export { announceRestored, RESTORED_EVENT, useRestored } from './restored';
export type { RestoredKind } from './restored';
export type { EditableTextProps } from './editable-text/EditableText';
export type { ImageInputProps } from './image-input/ImageInput';
export type { VersionsProps, VersionsButtonProps } from './versions/Versions';
