import { Mail, MessageCircle, Phone, Users } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { FACEBOOK_URL, HOTLINE_DISPLAY, HOTLINE_HREF } from '#shared/lib/site.ts';
import { COUNTRY_CHANNELS } from './offices.ts';

const linkClass =
  'inline-flex items-center gap-2 rounded font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** E-mail and phone per country, then the social links (one hotline serves Zalo and WhatsApp). */
export function ContactChannels() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="contact-channels-title"
      data-testid="contact-channels"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="contact-channels-title" className="text-xl font-bold text-slate-900">
        {t('contact.channels.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-5">
        {COUNTRY_CHANNELS.map((channel) => (
          <div key={channel.country} data-testid={`channels-${channel.country}`}>
            <h3 className="font-semibold text-slate-900">{t(channel.nameKey)}</h3>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              <li>
                <a href={`mailto:${channel.email}`} className={linkClass}>
                  <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="sr-only">{t('contact.channels.email')}: </span>
                  {channel.email}
                </a>
              </li>
              <li>
                <a href={channel.phoneHref} className={linkClass}>
                  <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="sr-only">{t('contact.channels.phone')}: </span>
                  {channel.phoneDisplay}
                </a>
              </li>
            </ul>
          </div>
        ))}
        <div>
          <h3 className="font-semibold text-slate-900">{t('contact.channels.social')}</h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            <li>
              <a href={FACEBOOK_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <Users aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t('contact.channels.facebook')}{' '}
                <span className="sr-only">{t('contact.channels.newTab')}</span>
              </a>
            </li>
            <li>
              <a href={HOTLINE_HREF} className={linkClass}>
                <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t('contact.channels.zalo')}: {HOTLINE_DISPLAY}
              </a>
            </li>
            <li>
              <a href={HOTLINE_HREF} className={linkClass}>
                <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t('contact.channels.whatsapp')}: {HOTLINE_DISPLAY}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
