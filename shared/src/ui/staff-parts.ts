// What ./on-demand loads: the parts of the shared UI only staff see, in one chunk.
export { VersionList, VersionsButton } from './versions/Versions';
export {
  AddButton,
  DeleteButton,
  EditControls,
  ItemEditControls,
} from './edit-controls/EditControls';
export { ImageInput } from './image-input/ImageInput';
export { TextEditor } from './editable-text/TextEditor';
export { deleteWithUndo, notifyDeleted } from './undo';
