import type { ReactNode } from 'react';
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

/** One of the two parts, named by its title. */
function PolicySection({
  part,
  className,
  children,
}: {
  part: 'terms' | 'privacy';
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={part} className={className}>
      <h2 id={part} className="text-2xl font-semibold text-slate-900">
        {t(`policy.${part}.title`)}
      </h2>
      {children}
    </section>
  );
}

/** Terms of use and privacy policy (what we keep, why, how long, who receives it, your rights). */
export function PolicyPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.policy.title'), t('meta.policy.description'));
  return (
    <article className="mx-auto max-w-3xl py-8">
      <PageHeader title={t('policy.page.title')} intro={t('policy.page.intro')} />
      <PolicySection part="terms" className="mt-8">
        <ul className="mt-4 list-disc space-y-3 pl-6 text-slate-700">
          {TERMS.map((key) => (
            <li key={key}>{t(`policy.terms.${key}`)}</li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection part="privacy" className="mt-10">
        {PRIVACY.map((key) => (
          <div key={key} className="mt-5">
            <h3 className="font-semibold text-slate-900">{t(`policy.privacy.${key}Title`)}</h3>
            <p className="mt-1 text-slate-700">{t(`policy.privacy.${key}`)}</p>
          </div>
        ))}
      </PolicySection>
    </article>
  );
}
