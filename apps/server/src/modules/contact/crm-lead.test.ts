import { ContactSupportRequestSchema } from '@maplebridge/contracts';
import { describe, expect, it } from 'vitest';
import { buildCrmLead } from './crm-lead.ts';

const form = ContactSupportRequestSchema.parse({
  fullName: ' Trần Thị Bình ',
  email: 'Binh@Example.com',
  message: 'Tôi muốn hỏi về PNP.',
});

describe('buildCrmLead', () => {
  it('builds the lead of spec section 3 for a visitor', () => {
    expect(buildCrmLead(form, null)).toEqual({
      account: {
        name: 'Trần Thị Bình',
        officePhone: '',
        email: 'binh@example.com',
        gender: 0,
        street: '',
        birthday: '',
      },
      contacts: [
        {
          firstName: 'Trần Thị Bình',
          email: 'binh@example.com',
          mobilePhone: '',
          description: 'Tôi muốn hỏi về PNP.',
        },
      ],
      opportunity: { recipient: 1, status: 1, userId: '' },
      referrer: { source: 'MapleBridge', campaign: 'Contact Form' },
    });
  });

  it('fills what the form left empty from the member’s profile, and keeps what they typed', () => {
    const member = { fullName: 'Bình Trần', phoneNumber: '0912345678', address: '12 Lê Lợi, Quận 1' };
    const lead = buildCrmLead(form, member);
    expect(lead.account).toMatchObject({
      name: 'Trần Thị Bình',
      officePhone: '0912345678',
      street: '12 Lê Lợi, Quận 1',
    });
    expect(lead.contacts[0]?.mobilePhone).toBe('0912345678');
    const typed = buildCrmLead(
      { ...form, phoneNumber: '+1 416 555 0199', billing_address_street: '1 Yonge St' },
      member,
    );
    expect(typed.account).toMatchObject({ officePhone: '+1 416 555 0199', street: '1 Yonge St' });
  });
});
