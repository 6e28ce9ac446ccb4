import { ExternalLink } from 'lucide-react';
import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface NewTabLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The arrow's size, to match the text beside it. */
  iconClassName?: string;
}

/** A link to another site, opened in a new tab: it shows an arrow out and tells screen readers so. */
export function NewTabLink({ children, iconClassName = 'h-3.5 w-3.5', ...anchor }: NewTabLinkProps) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...anchor}>
      {children}
      <ExternalLink aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{t('common.footer.newTab')}</span>
    </a>
  );
}
