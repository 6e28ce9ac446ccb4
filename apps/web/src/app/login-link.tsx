import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { signInPath } from '#shared/lib/redirect.ts';
import { buttonClassName } from '#shared/ui/button-class.ts';

/** Remembers the page it was clicked on, so sign-in can bring the user back. */
export function LoginLink() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Link
      to={signInPath(`${location.pathname}${location.search}`)}
      data-testid="login-link"
      className={buttonClassName('primary', 'sm')}
    >
      <LogIn aria-hidden="true" className="h-4 w-4" />
      {t('common.nav.login')}
    </Link>
  );
}
