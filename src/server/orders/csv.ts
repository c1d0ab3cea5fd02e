import { localName } from '../../i18n/names';
import type { AdminOrderFilter } from '../../schemas/orders';
import { minorDigits } from '../../ui/format';
import { csvField, majorUnits } from '../accounts/trades';
import type { Database } from '../db';
import { type AdminOrderRow, allOrderPages } from './service';

/** The orders export (issue 10): one line per order, in the list's filters and order. */
export const orderCsvHeader = [
  'Order Number',
  'Created At (UTC)',
  'Status',
  'Payment Method',
  'Member Name',
  'Member Email',
  'Challenge',
  'Account Size',
  'Price',
  'Discount',
  'Discount Code',
  'VAT',
  'Total',
  'Currency',
  'Payment Reference',
  'Billing Country',
  'Company',
  'Paid At (UTC)',
  'Cancelled At (UTC)',
  'Refunded At (UTC)',
];

/**
 * Text a member typed (a name, a company) that a spreadsheet would run as a formula when it starts
 * with = + - @, a tab or a carriage return (OWASP "CSV injection"): a leading quote keeps it text.
 */
export function csvText(value: string): string {
  return csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

const iso = (time: Date | null) => (time ? time.toISOString() : '');

function csvLine(
  { order, challengeName, challengeNames, accountSize, memberEmail, memberFirstName, memberLastName }: AdminOrderRow,
  locale: string,
): string {
  const digits = minorDigits(order.currency);
  const money = (minor: number) => majorUnits(minor, digits);
  return `${[
    csvText(order.number),
    iso(order.createdAt),
    order.status,
    order.provider,
    csvText(`${memberFirstName} ${memberLastName}`),
    csvText(memberEmail),
    csvText(localName(challengeName, challengeNames, locale)),
    money(accountSize),
    money(order.price),
    money(order.discount),
    csvText(order.discountCode ?? ''),
    money(order.vat),
    money(order.total),
    order.currency,
    csvText(order.paymentReference),
    order.billing.country,
    csvText(order.billing.companyName ?? ''),
    iso(order.paidAt),
    iso(order.cancelledAt),
    iso(order.refundedAt),
  ].join(',')}\r\n`;
}

/**
 * The header, then one chunk per keyset page: memory stays flat however many orders match. Products
 * are named in the exporting administrator's language.
 */
export async function* orderCsv(db: Database, query: AdminOrderFilter, pageSize = 500, locale = 'en') {
  yield `${orderCsvHeader.join(',')}\r\n`;
  for await (const rows of allOrderPages(db, query, pageSize)) yield rows.map((row) => csvLine(row, locale)).join('');
}
