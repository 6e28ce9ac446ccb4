import { MapPin } from 'lucide-react';
import { useReducer } from 'react';
import { useMediaQuery } from '#shared/hooks/use-media-query.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { switchOffice, toMapEmbedUrl } from './office-switch.ts';
import { type CountryCode, OFFICES, type Office } from './offices.ts';

const COUNTRY_GROUPS: ReadonlyArray<{ country: CountryCode; labelKey: string }> = [
  { country: 'vn', labelKey: 'contact.channels.countries.vn' },
  { country: 'ca', labelKey: 'contact.channels.countries.ca' },
];

/**
 * The five offices as buttons; the chosen one's map is embedded beside them, or on a narrow screen
 * right under the chosen office (below all five, it would be out of sight).
 */
export function OfficesSection() {
  const { t } = useTranslation();
  const [officeIndex, chooseOffice] = useReducer(
    (current: number, requested: number) => switchOffice(current, requested, OFFICES.length),
    0,
  );
  // switchOffice keeps the index within OFFICES.
  const office = OFFICES[officeIndex] as Office;
  const isWide = useMediaQuery('(min-width: 1024px)');
  const map = <OfficeMap office={office} />;

  return (
    <section aria-labelledby="contact-offices-title" className="mt-8">
      <h2 id="contact-offices-title" className="text-2xl font-bold text-slate-900">
        {t('contact.offices.title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('contact.offices.intro')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {COUNTRY_GROUPS.map(({ country, labelKey }) => (
            <div key={country}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t(labelKey)}</h3>
              <ul className="mt-3 flex flex-col gap-3">
                {OFFICES.map((item, index) =>
                  item.country === country ? (
                    <li key={item.id} className="flex flex-col gap-3">
                      <button
                        type="button"
                        data-testid={`office-${item.id}`}
                        aria-pressed={index === officeIndex}
                        onClick={() => chooseOffice(index)}
                        className={`flex w-full items-start gap-3 rounded-xl p-4 text-left ring-1 transition-colors ${
                          index === officeIndex
                            ? 'bg-brand-50 ring-2 ring-brand-600'
                            : 'bg-white ring-slate-200 hover:bg-slate-50'
                        }`}
                      >
                        <MapPin
                          aria-hidden="true"
                          className={`mt-0.5 h-5 w-5 shrink-0 ${index === officeIndex ? 'text-brand-700' : 'text-slate-500'}`}
                        />
                        <span className="flex flex-col gap-1">
                          <span className="font-semibold text-slate-900">{t(item.nameKey)}</span>
                          <span className="text-sm text-slate-700">{item.address}</span>
                        </span>
                      </button>
                      {!isWide && index === officeIndex && map}
                    </li>
                  ) : null,
                )}
              </ul>
            </div>
          ))}
        </div>
        {isWide && <div className="lg:col-span-3">{map}</div>}
      </div>
    </section>
  );
}

/** The office's map, and a line that tells screen readers which office it now shows. */
function OfficeMap({ office }: { office: Office }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-slate-200">
        <iframe
          data-testid="office-map"
          title={t('contact.offices.mapTitle', { name: t(office.nameKey) })}
          src={toMapEmbedUrl(office.address)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-72 w-full border-0 sm:h-96 lg:h-full lg:min-h-[28rem]"
        />
      </div>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {t('contact.offices.showing', { name: t(office.nameKey) })}
      </p>
    </div>
  );
}
