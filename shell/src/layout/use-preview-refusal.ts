import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pushDanger } from '@koris/shared/ui';
import { PREVIEW_REFUSED, PREVIEW_REFUSED_PARAMETER } from '../config/release-preview';

/**
 * A refused preview link lands on the page with its reason in the query: said in the page's
 * alert once the page is in place (after hydration, so the server's markup is matched), and
 * the parameter dropped from the address.
 */
export function usePreviewRefusal() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const reason = query.get(PREVIEW_REFUSED_PARAMETER);
    if (!reason || !Object.hasOwn(PREVIEW_REFUSED, reason)) return;
    pushDanger(PREVIEW_REFUSED[reason as keyof typeof PREVIEW_REFUSED]);
    query.delete(PREVIEW_REFUSED_PARAMETER);
    const rest = query.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [pathname, search, navigate]);
}
