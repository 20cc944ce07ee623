import { useEffect } from 'react';
import { pageTitle } from '@koris/shared/config';
import type { RouteDef } from '../config/paths';
import { RemoteMount } from '../remotes/RemoteMount';

/** Sets the title and language of a route, then mounts its remote page. */
export function RoutePage({ def }: { def: RouteDef }) {
  useEffect(() => {
    document.title = pageTitle(def.title);
    document.documentElement.lang = def.lang;
  }, [def]);
  return <RemoteMount key={def.module} id={def.module} />;
}
