import * as v from 'valibot';

/** GET /api/support: how to reach the firm; phone and hours are null when not configured. */
export const SupportContactSchema = v.object({ email: v.string(), phone: v.nullable(v.string()), hours: v.nullable(v.string()) });
