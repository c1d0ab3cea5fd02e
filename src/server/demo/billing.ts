import type { BillingDetails } from '../../schemas/orders';

/** Billing details of an individual that pass validation; the demo member's orders and the tests' use them. */
export const billing: BillingDetails = {
  firstName: 'Maria',
  lastName: 'Novak',
  email: 'maria.novak@example.com',
  address: 'Václavské náměstí 1',
  city: 'Prague',
  postalCode: '110 00',
  country: 'CZ',
  type: 'Individual',
  companyName: '',
  vatNumber: '',
};
