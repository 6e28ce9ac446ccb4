import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { PageHeader } from '#shared/ui/page-header.tsx';

const TERMS = ['advice', 'account', 'conduct'] as const;
const PRIVACY = [
  'collect',
  'why',
  'recipients',
  'retention',
  'rights',
  'security',
  'transfer',
  'contact',
] as const;

/** Terms of use and privacy policy (what we keep, why, how long, who receives it, your rights). */
export function PolicyPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.policy.title'), t('meta.policy.description'));
  return (
    <article className="mx-auto max-w-3xl py-8">
      <PageHeader title={t('policy.page.title')} intro={t('policy.page.intro')} />
      <section aria-labelledby="terms" className="mt-8">
        <h2 id="terms" className="text-2xl font-semibold text-slate-900">
          {t('policy.terms.title')}
        </h2>
        <ul className="mt-4 list-disc space-y-3 pl-6 text-slate-700">
          {TERMS.map((key) => (
            <li key={key}>{t(`policy.terms.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy" className="mt-10">
        <h2 id="privacy" className="text-2xl font-semibold text-slate-900">
          {t('policy.privacy.title')}
        </h2>
        {PRIVACY.map((key) => (
          <div key={key} className="mt-5">
            <h3 className="font-semibold text-slate-900">{t(`policy.privacy.${key}Title`)}</h3>
            <p className="mt-1 text-slate-700">{t(`policy.privacy.${key}`)}</p>
          </div>
        ))}
      </section>
    </article>
  );
}
