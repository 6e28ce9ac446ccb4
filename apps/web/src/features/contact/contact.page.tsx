import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ContactChannels } from './contact-channels.tsx';
import { OfficesSection } from './offices-section.tsx';
import { SupportForm } from './support-form.tsx';

/** /contact (spec section 2): offices with their maps, how to reach us, and the support form. */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.contact.title'), t('meta.contact.description'));
  return (
    <div className="py-4 sm:py-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('contact.page.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{t('contact.page.intro')}</p>
      </header>
      <OfficesSection />
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-3">
        <ContactChannels />
        <div className="lg:col-span-2">
          <SupportForm />
        </div>
      </div>
    </div>
  );
}
