import type { BillingDetails } from '../../src/schemas/orders';

/** Billing details of an individual that pass validation; the demo member's orders use them too. */
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

/** A German business with a valid VAT number (reverse charge for a seller in another EU state). */
export const businessBilling: BillingDetails = {
  firstName: 'Jonas',
  lastName: 'Becker',
  email: 'billing@becker-trading.example',
  address: 'Friedrichstraße 12',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
  type: 'Business',
  companyName: 'Becker Trading GmbH',
  vatNumber: 'DE136695976',
};
