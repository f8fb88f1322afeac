/** An open registration request of the demo, so the platform admins' queue is not empty on first start. */
import type { registrationRequests } from '../schema/index.ts';

export const DEMO_REGISTRATION_REQUESTS: (typeof registrationRequests.$inferInsert)[] = [
  {
    entityKind: 'investor',
    name: 'Aurora Capital Fund',
    legalName: 'Aurora Capital Fund SICAV',
    registrationNumber: 'LU-B-248813',
    country: 'LU',
    address: '12 Rue Erasme, 1468 Luxembourg',
    contactEmail: 'office@aurora-capital.test',
    phone: '+352 26 00 00 00',
    website: 'https://aurora-capital.test',
    investorType: 'fund',
    contactPersonName: 'Léa Muller',
    contactPersonEmail: 'lea.muller@aurora-capital.test',
    contactPersonPhone: '+352 621 000 000',
  },
];
