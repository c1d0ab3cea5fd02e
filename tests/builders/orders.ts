import type { BillingDetails } from '../../src/schemas/orders';

export { billing } from '../../src/server/demo/billing';

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
