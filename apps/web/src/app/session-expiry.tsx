import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { signInPath } from '#shared/lib/redirect.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

/**
 * When the server refuses the session, the person is told once and sent to sign in, coming back to
 * the page they were on; the header, bell and member pages follow the cleared session.
 */
export function SessionExpiry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const expiredAt = useSessionStore((state) => state.expiredAt);
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (expiredAt === null || handled.current === expiredAt) return;
    handled.current = expiredAt;
    toast.error(t('common.session.expired'), { description: t('common.session.signInAgain') });
    if (location.pathname !== '/sign-in')
      navigate(signInPath(`${location.pathname}${location.search}`), { replace: true });
  }, [expiredAt, t, navigate, location.pathname, location.search]);
  return null;
}
