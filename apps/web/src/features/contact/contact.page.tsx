import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { ContactChannels } from './contact-channels.tsx';
import { OfficesSection } from './offices-section.tsx';
import { SupportForm } from './support-form.tsx';

/** /contact (spec section 2): offices with their maps, how to reach us, and the support form. */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.contact.title'), t('meta.contact.description'));
  return (
    <div className="py-4 sm:py-8">
      <div className="max-w-3xl">
        <PageHeader title={t('contact.page.title')} intro={t('contact.page.intro')} />
      </div>
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
