import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@koris/shared/config';
import type { RouteDef } from '../config/paths';
import { NotFound } from '../pages/NotFound';
import { RemoteMount } from '../remotes/RemoteMount';
import { useNotFoundHere } from './not-found-here';
import { noteView } from '../rum/view';

/** Sets the title and language of a route, then mounts its remote page. */
function KnownPage({ def, pathname }: { def: RouteDef; pathname: string }) {
  useEffect(() => {
    document.title = pageTitle(def.title);
    document.documentElement.lang = def.lang;
  }, [def]);
  useEffect(() => noteView(def.path, def.module, pathname), [def, pathname]);
  return <RemoteMount key={def.module} id={def.module} />;
}

/** A route's page, or the 404 page where the server found nothing behind its address. */
export function RoutePage({ def }: { def: RouteDef }) {
  const { pathname } = useLocation();
  if (useNotFoundHere(pathname)) return <NotFound />;
  return <KnownPage def={def} pathname={pathname} />;
}
