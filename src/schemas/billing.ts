import * as v from 'valibot';
import { userTypes } from './enums';

/**
 * Billing details as saved (orders.ts BillingDetailsSchema checks them on the way in). Before the
 * first save they are drafted from the account, so the address fields may be empty.
 */
export const BillingDetailsViewSchema = v.pipe(
  v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    address: v.string(),
    city: v.string(),
    postalCode: v.string(),
    /** ISO 3166-1 alpha-2; empty in a draft. */
    country: v.string(),
    type: v.picklist(userTypes),
    companyName: v.string(),
    vatNumber: v.string(),
  }),
  v.metadata({ ref: 'BillingDetails' }),
);

/** GET and PUT /api/billing/details: the caller's details, and whether they were saved (false: a draft from the account). */
export const SavedBillingDetailsSchema = v.object({ details: BillingDetailsViewSchema, saved: v.boolean() });
export type SavedBillingDetails = v.InferOutput<typeof SavedBillingDetailsSchema>;
