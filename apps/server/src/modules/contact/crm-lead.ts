import type { ContactSupportRequest } from '@maplebridge/contracts';

/** The product's name as the CRM's lead source (spec section 3: a fixed label). */
export const LEAD_SOURCE = 'MapleBridge';
export const LEAD_CAMPAIGN = 'Contact Form';

/** A member's details the lead is enriched with (spec section 6). */
export interface LeadMember {
  fullName: string;
  phoneNumber: string;
  address: string;
}

/**
 * The CRM lead of spec section 3: account, contacts, opportunity and referrer. For a member, the
 * account's name, phone and street come from their profile when the form left them empty.
 */
export function buildCrmLead(form: ContactSupportRequest, member: LeadMember | null) {
  const name = form.fullName || member?.fullName || '';
  const phone = form.phoneNumber ?? (member?.phoneNumber || '');
  const street = form.billing_address_street ?? (member?.address || '');
  return {
    account: { name, officePhone: phone, email: form.email, gender: 0, street, birthday: '' },
    contacts: [{ firstName: name, email: form.email, mobilePhone: phone, description: form.message }],
    opportunity: { recipient: 1, status: 1, userId: '' },
    referrer: { source: LEAD_SOURCE, campaign: LEAD_CAMPAIGN },
  };
}

export type CrmLead = ReturnType<typeof buildCrmLead>;
