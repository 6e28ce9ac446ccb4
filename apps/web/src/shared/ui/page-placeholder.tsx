import { useTranslation } from '#shared/i18n/use-translation.ts';

interface PagePlaceholderProps {
  titleKey: string;
  introKey: string;
}

/** A route that a later issue builds: its title and one line, in both languages, and nothing fake. */
export function PagePlaceholder({ titleKey, introKey }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(titleKey)}</h1>
      <p className="mt-4 text-lg text-slate-600">{t(introKey)}</p>
    </section>
  );
}
