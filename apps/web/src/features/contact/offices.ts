import { HOTLINE_DISPLAY, HOTLINE_HREF } from '#shared/lib/site.ts';

export type CountryCode = 'vn' | 'ca';

export interface Office {
  id: string;
  country: CountryCode;
  /** A `contact.offices.names.*` key: the city's name in the reader's language. */
  nameKey: string;
  /** The postal address as it is written in its country; it is also what the map looks up. */
  address: string;
}

/**
 * The five offices of spec section 2, in the order of their maps (two in Vietnam, then three in
 * Canada). Placeholder business addresses: replace them here, and the names in `contact.json`.
 */
export const OFFICES: readonly Office[] = [
  {
    id: 'ho-chi-minh-city',
    country: 'vn',
    nameKey: 'contact.offices.names.hoChiMinhCity',
    address: 'Tầng 12, 2 Hải Triều, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  },
  {
    id: 'ha-noi',
    country: 'vn',
    nameKey: 'contact.offices.names.haNoi',
    address: 'Tầng 18, 54 Liễu Giai, Phường Cống Vị, Quận Ba Đình, Hà Nội',
  },
  {
    id: 'toronto',
    country: 'ca',
    nameKey: 'contact.offices.names.toronto',
    address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9',
  },
  {
    id: 'vancouver',
    country: 'ca',
    nameKey: 'contact.offices.names.vancouver',
    address: '1055 West Georgia Street, Suite 1500, Vancouver, BC V6E 3P3',
  },
  {
    id: 'montreal',
    country: 'ca',
    nameKey: 'contact.offices.names.montreal',
    address: '1250 boulevard René-Lévesque Ouest, bureau 2200, Montréal, QC H3B 4W8',
  },
];

export interface CountryChannels {
  country: CountryCode;
  /** A `contact.channels.countries.*` key. */
  nameKey: string;
  email: string;
  phoneDisplay: string;
  phoneHref: string;
}

/** One support inbox and one phone line per country; Vietnam's line is the footer's hotline. */
export const COUNTRY_CHANNELS: readonly CountryChannels[] = [
  {
    country: 'vn',
    nameKey: 'contact.channels.countries.vn',
    email: 'hotro@maplebridge.vn',
    phoneDisplay: HOTLINE_DISPLAY,
    phoneHref: HOTLINE_HREF,
  },
  {
    country: 'ca',
    nameKey: 'contact.channels.countries.ca',
    email: 'support@maplebridge.ca',
    // 555-01xx is reserved for examples in North America: replace it with the real line.
    phoneDisplay: '+1 416 555 0142',
    phoneHref: 'tel:+14165550142',
  },
];
