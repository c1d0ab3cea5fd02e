import { minorDigits } from '../../i18n/format';
import { localName } from '../../i18n/names';
import type { AdminOrderFilter } from '../../schemas/orders';
import { type CsvColumn, csvTable, majorUnits } from '../http/csv';
import type { Services } from '../services';
import { type AdminOrderRow, allOrderPages } from './admin';

/**
 * The orders export (issue 10): one line per order, in the list's filters and order. Amounts in major
 * units are numbers, the rest text (src/server/http/csv.ts).
 */
export const orderCsvColumns: readonly CsvColumn[] = [
  { header: 'Order Number', kind: 'text' },
  { header: 'Created At (UTC)', kind: 'text' },
  { header: 'Status', kind: 'text' },
  { header: 'Payment Method', kind: 'text' },
  { header: 'Member Name', kind: 'text' },
  { header: 'Member Email', kind: 'text' },
  { header: 'Challenge', kind: 'text' },
  { header: 'Account Size', kind: 'number' },
  { header: 'Price', kind: 'number' },
  { header: 'Discount', kind: 'number' },
  { header: 'Discount Code', kind: 'text' },
  { header: 'VAT', kind: 'number' },
  { header: 'Total', kind: 'number' },
  { header: 'Currency', kind: 'text' },
  { header: 'Payment Reference', kind: 'text' },
  { header: 'Billing Country', kind: 'text' },
  { header: 'Company', kind: 'text' },
  { header: 'Paid At (UTC)', kind: 'text' },
  { header: 'Cancelled At (UTC)', kind: 'text' },
  { header: 'Refunded At (UTC)', kind: 'text' },
];
const orderTable = csvTable(orderCsvColumns);

const iso = (time: Date | null) => (time ? time.toISOString() : '');

function csvRow(
  { order, challengeName, challengeNames, accountSize, memberEmail, memberFirstName, memberLastName }: AdminOrderRow,
  locale: string,
): string[] {
  const digits = minorDigits(order.currency);
  const money = (minor: number) => majorUnits(minor, digits);
  return [
    order.number,
    iso(order.createdAt),
    order.status,
    order.provider,
    `${memberFirstName} ${memberLastName}`,
    memberEmail,
    localName(challengeName, challengeNames, locale),
    money(accountSize),
    money(order.price),
    money(order.discount),
    order.discountCode ?? '',
    money(order.vat),
    money(order.total),
    order.currency,
    order.paymentReference,
    order.billing.country,
    order.billing.companyName ?? '',
    iso(order.paidAt),
    iso(order.cancelledAt),
    iso(order.refundedAt),
  ];
}

/**
 * The header, then one chunk per keyset page: memory stays flat however many orders match. Products
 * are named in the exporting administrator's language.
 */
export async function* orderCsv(services: Services, query: AdminOrderFilter, pageSize = 500, locale = 'en') {
  yield orderTable.header;
  for await (const rows of allOrderPages(services, query, pageSize)) yield orderTable.lines(rows.map((row) => csvRow(row, locale)));
}
