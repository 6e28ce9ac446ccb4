import { ArrowRight, Bot, Calculator, MapPin, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { buttonClassName } from '#shared/ui/button-class.ts';

const SECTIONS = [
  { to: '/crs-tool', key: 'crs', Icon: Calculator },
  { to: '/news', key: 'news', Icon: Newspaper },
  { to: '/chat-ai', key: 'chat', Icon: Bot },
  { to: '/contact', key: 'contact', Icon: MapPin },
] as const;

/** Home sections that other features render. */
export interface HomeSections {
  banner?: ReactNode;
  news?: ReactNode;
  recommended?: ReactNode;
  /** The member's CRS history. */
  history?: ReactNode;
  /** The assistant teaser: a question box leading to /chat-ai. */
  chat?: ReactNode;
}

export function HomePage({ banner, news, recommended, history, chat }: HomeSections) {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <div className="space-y-10 py-6 sm:py-10">
      <section className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-12 text-white sm:px-12">
        <h1 data-testid="home-title" className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
          {t('home.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('home.intro')}</p>
      </section>
      {history}
      <section
        aria-labelledby="home-crs-check"
        className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="space-y-1">
          <h2 id="home-crs-check" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Calculator aria-hidden="true" className="h-6 w-6 text-brand-600" />
            {t('home.crsCheck.title')}
          </h2>
          <p className="text-slate-600">{t('home.crsCheck.text')}</p>
        </div>
        <Link to="/crs-tool/quiz" data-testid="home-new-test" className={`shrink-0 ${buttonClassName()}`}>
          {t('home.crsCheck.newTest')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </section>
      {chat}
      {banner}
      {news}
      {recommended}
      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="sr-only">
          {t('home.sectionsLabel')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SECTIONS.map(({ to, key, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600"
              >
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
                <span className="flex items-center gap-1 text-lg font-semibold text-slate-900">
                  {t(`home.cards.${key}.title`)}
                  <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-1" />
                </span>
                <span className="text-sm text-slate-600">{t(`home.cards.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
