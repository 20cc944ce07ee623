import type { Conductor } from '@koris/shared/types';
import { ItemEditControls } from '@koris/shared/ui';
import { plainTitle } from '../lib/conductor-text';

export interface ConductorEditControlsProps {
  conductor: Conductor;
  onEdit: (conductor: Conductor) => void;
  onDelete: (conductor: Conductor) => Promise<void>;
}

/** Edit and delete of one conductor, named by its title without the line-break markers. */
export function ConductorEditControls({ conductor, onEdit, onDelete }: ConductorEditControlsProps) {
  const label = plainTitle(conductor.title);
  return <ItemEditControls item={conductor} label={label} onEdit={onEdit} onDelete={onDelete} />;
}
