import { type LucideIcon, Mail, MessageCircle, Phone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { FACEBOOK_URL, HOTLINE_DISPLAY, WHATSAPP_URL, ZALO_URL } from '#shared/lib/site.ts';
import { Card } from '#shared/ui/card.tsx';
import { COUNTRY_CHANNELS } from './offices.ts';

interface Channel {
  href: string;
  icon: LucideIcon;
  /** What the link says; a screen reader hears `srLabel` before it. */
  text: ReactNode;
  srLabel?: string;
  isExternal?: boolean;
}

/** E-mail and phone per country, then the social links (Zalo and WhatsApp open their apps on the hotline's account). */
export function ContactChannels() {
  const { t } = useTranslation();
  const social: Channel[] = [
    { href: FACEBOOK_URL, icon: Users, text: t('contact.channels.facebook'), isExternal: true },
    {
      href: ZALO_URL,
      icon: MessageCircle,
      text: `${t('contact.channels.zalo')}: ${HOTLINE_DISPLAY}`,
      isExternal: true,
    },
    {
      href: WHATSAPP_URL,
      icon: MessageCircle,
      text: `${t('contact.channels.whatsapp')}: ${HOTLINE_DISPLAY}`,
      isExternal: true,
    },
  ];
  return (
    <Card as="section" aria-labelledby="contact-channels-title" data-testid="contact-channels">
      <h2 id="contact-channels-title" className="text-xl font-bold text-slate-900">
        {t('contact.channels.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-5">
        {COUNTRY_CHANNELS.map((channel) => (
          <ChannelGroup
            key={channel.country}
            testId={`channels-${channel.country}`}
            title={t(channel.nameKey)}
            channels={[
              {
                href: `mailto:${channel.email}`,
                icon: Mail,
                text: channel.email,
                srLabel: t('contact.channels.email'),
              },
              {
                href: channel.phoneHref,
                icon: Phone,
                text: channel.phoneDisplay,
                srLabel: t('contact.channels.phone'),
              },
            ]}
          />
        ))}
        <ChannelGroup title={t('contact.channels.social')} channels={social} />
      </div>
    </Card>
  );
}

function ChannelGroup({ title, channels, testId }: { title: string; channels: Channel[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {channels.map(({ href, icon: Icon, text, srLabel, isExternal }) => (
          <li key={`${href} ${text}`}>
            <a
              href={href}
              {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-flex items-center gap-2 rounded font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            >
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
              {srLabel && <span className="sr-only">{srLabel}: </span>}
              {text}
              {isExternal && <span className="sr-only"> {t('contact.channels.newTab')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
