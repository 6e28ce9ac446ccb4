import { FolderOpen, MessageCircle, Phone, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { DOCUMENTS_URL, FACEBOOK_URL, HOTLINE_DISPLAY, HOTLINE_HREF } from '#shared/lib/site.ts';
import { BrandLogo } from './brand-logo.tsx';

const linkClass = 'inline-flex items-center gap-2 text-slate-300 hover:text-white';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <BrandLogo isInverted />
          <p className="text-sm">{t('common.brand.tagline')}</p>
          <a
            href={DOCUMENTS_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} text-sm`}
          >
            <FolderOpen aria-hidden="true" className="h-4 w-4" />
            {t('common.footer.documents')}
            <span className="sr-only">{t('common.footer.newTab')}</span>
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.explore')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>{t('common.footer.about')}</li>
            <li>{t('common.footer.communities')}</li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('common.footer.contact')}
              </Link>
            </li>
            <li>{t('common.footer.caseStudy')}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.followUs')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={FACEBOOK_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <Users aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.facebook')}
                <span className="sr-only">{t('common.footer.newTab')}</span>
              </a>
            </li>
            <li>
              <a href={HOTLINE_HREF} className={linkClass}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.whatsapp')}: {HOTLINE_DISPLAY}
              </a>
            </li>
            <li>
              <a href={HOTLINE_HREF} className={linkClass}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('common.footer.zalo')}: {HOTLINE_DISPLAY}
              </a>
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
      <p className="border-t border-slate-800 px-4 py-6 text-center text-xs text-slate-400">
        {t('common.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
