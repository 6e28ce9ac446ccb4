import { FolderOpen, MessageCircle, Phone, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import {
  DOCUMENTS_URL,
  FACEBOOK_URL,
  HOTLINE_DISPLAY,
  HOTLINE_HREF,
  WHATSAPP_URL,
  ZALO_URL,
} from '#shared/lib/site.ts';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { BrandLogo } from './brand-logo.tsx';

// Underlined: beside the labels that are not links yet, a link must look like one.
const linkClass =
  'inline-flex min-h-6 items-center gap-2 text-slate-200 underline decoration-slate-600 underline-offset-4 hover:text-white hover:decoration-white';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <BrandLogo isInverted />
          <p className="text-sm">{t('common.brand.tagline')}</p>
          <NewTabLink href={DOCUMENTS_URL} className={`${linkClass} text-sm`}>
            <FolderOpen aria-hidden="true" className="h-4 w-4" />
            {t('common.footer.documents')}
          </NewTabLink>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.explore')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/contact" className={linkClass}>
                {t('common.footer.contact')}
              </Link>
            </li>
            {/* The spec's labels for pages that do not exist yet: plain words, saying so. */}
            {(['about', 'communities', 'caseStudy'] as const).map((key) => (
              <li key={key} className="text-slate-400">
                {t(`common.footer.${key}`)} <span className="text-xs">({t('common.footer.soon')})</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.followUs')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <NewTabLink href={FACEBOOK_URL} className={linkClass}>
                <Users aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.facebook')}
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href={WHATSAPP_URL} className={linkClass}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.whatsapp')}: {HOTLINE_DISPLAY}
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href={ZALO_URL} className={linkClass}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.zalo')}: {HOTLINE_DISPLAY}
              </NewTabLink>
            </li>
            <li>
              <a href={HOTLINE_HREF} className={linkClass}>
                <Phone aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.hotline')}: {HOTLINE_DISPLAY}
              </a>
            </li>
          </ul>
        </div>
      </div>
      {/* Room at the bottom on a phone: the floating shortcut button sits over the page's last line. */}
      <p className="border-t border-slate-800 px-4 pt-6 pb-24 text-center text-xs text-slate-400 sm:pb-6">
        {t('common.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
