import { createContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '@koris/shared/federation';

/**
 * The remote modules the shell's server loaded for the page it renders (`src/server/render.tsx`):
 * `RemoteMount` renders them directly there. Null in the browser, where the registry loads them.
 */
export const ServerPagesContext = createContext<ReadonlyMap<RemoteModuleId, ComponentType> | null>(
  null,
);
