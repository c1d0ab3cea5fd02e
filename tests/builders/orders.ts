import type { Billing } from '../../src/schemas/trading';

/** Billing details that pass validation; the demo member's orders use them too. */
export const billing: Billing = {
  fullName: 'Maria Novak',
  email: 'maria.novak@example.com',
  country: 'CZ',
  city: 'Prague',
  address: 'Václavské náměstí 1',
  postalCode: '110 00',
};
