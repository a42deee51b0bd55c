import { REVENUE_STATEMENT_COLUMNS } from '@indiwave/domain/constants';
import { REVENUE_MESSAGES } from '@indiwave/domain/messages';
import { ISRC_PATTERN, normalizeIsrc } from '@indiwave/domain/rules/distribution-rules';
import { MONTH_PATTERN } from '@indiwave/domain/rules/revenue-rules';
import { fieldError } from '../../http/parse-with.ts';

type Column = (typeof REVENUE_STATEMENT_COLUMNS)[number];

/** One line of a store statement, checked. */
export type StatementLine = {
  lineNumber: number;
  reportingMonth: string;
  saleMonth: string;
  store: string;
  country: string;
  artist: string;
  title: string;
  /** Upper case without hyphens; '' when the store gave none. */
  isrc: string;
  /** Digits only; '' when the store gave none. */
  upc: string;
  units: number;
  /** As written, and in INR at 1e-22 paise (earnings × rate, both exact to 12 decimals). */
  earnings: string;
  currency: string;
  rate: string;
  inrScaled: bigint;
};

/** Decimals a statement may carry in earnings and rate (stores write per-stream fractions of a cent). */
const DECIMALS = 12;
const SCALE = 10n ** BigInt(DECIMALS);
/** earnings × rate carries SCALE², and a rupee is 100 paise. */
const PAISE_DIVISOR = (SCALE * SCALE) / 100n;
const DECIMAL_PATTERN = new RegExp(`^-?[0-9]+(\\.[0-9]{1,${DECIMALS}})?$`);

/** A header cell to its column: 'Reporting Month', 'reporting-month' → reporting_month. */
function toColumn(cell: string): string {
  return cell.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

function toScaled(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMALS, '0'));
  return negative ? -value : value;
}

/** Integer paise of an amount at 1e-22 paise, half away from zero. */
export function toPaise(inrScaled: bigint): number {
  const negative = inrScaled < 0n;
  const magnitude = negative ? -inrScaled : inrScaled;
  const paise = (magnitude + PAISE_DIVISOR / 2n) / PAISE_DIVISOR;
  return Number(negative ? -paise : paise);
}

/** Splits one line by the delimiter; double quotes enclose a cell ("" is a quote), as RFC 4180 writes them. */
function splitLine(line: string, delimiter: string): string[] | null {
  if (!line.includes('"')) return line.split(delimiter);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

/**
 * Reads a whole statement (CSV or TSV, chosen by the header line, which names the columns in any
 * order). Every line is checked before anything is stored: the first malformed one refuses the
 * file, naming its line number and field (a 400 on the `file` field).
 */
export function parseStatement(text: string): StatementLine[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = lines[0] ?? '';
  const delimiter = header.includes('\t') ? '\t' : ',';
  const names = (splitLine(header, delimiter) ?? []).map(toColumn);
  const missing = REVENUE_STATEMENT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw fieldError('file', REVENUE_MESSAGES.statementHeader(missing.join(', ')));
  const at = Object.fromEntries(REVENUE_STATEMENT_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<Column, number>;

  const parsed: StatementLine[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const raw = lines[index];
    if (raw.trim() === '') continue;
    const lineNumber = index + 1;
    const refuse = (field: string, problem: string) => fieldError('file', REVENUE_MESSAGES.statementLine(lineNumber, field, problem));
    const cells = splitLine(raw, delimiter);
    if (!cells) throw refuse('the line', 'has an unclosed quote');
    if (cells.length !== names.length) throw refuse('the line', `has ${cells.length} fields where the header has ${names.length}`);
    const cell = (column: Column) => cells[at[column]].trim();

    const reportingMonth = cell('reporting_month');
    if (!MONTH_PATTERN.test(reportingMonth)) throw refuse('reporting month', 'must be a month written YYYY-MM');
    const saleMonth = cell('sale_month');
    if (!MONTH_PATTERN.test(saleMonth)) throw refuse('sale month', 'must be a month written YYYY-MM');
    const store = cell('store');
    if (store === '' || store.length > 100) throw refuse('store', 'must be the name of a store (up to 100 characters)');
    const country = cell('country').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw refuse('country', 'must be a two-letter ISO 3166 code');
    const artist = cell('artist');
    const title = cell('title');
    if (artist.length > 300 || title.length > 300) throw refuse(artist.length > 300 ? 'artist' : 'title', 'is longer than 300 characters');
    const isrc = normalizeIsrc(cell('isrc'));
    if (isrc !== '' && !ISRC_PATTERN.test(isrc)) throw refuse('ISRC', 'is not a valid ISRC');
    const upc = cell('upc').replace(/[\s-]/g, '');
    if (upc !== '' && !/^[0-9]{8,14}$/.test(upc)) throw refuse('UPC', 'must be 8 to 14 digits');
    const unitsText = cell('units');
    if (!/^-?[0-9]{1,9}$/.test(unitsText)) throw refuse('units', 'must be a whole number');
    const earnings = cell('earnings');
    if (!DECIMAL_PATTERN.test(earnings)) throw refuse('earnings', `must be a number with at most ${DECIMALS} decimals`);
    const currency = cell('currency').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw refuse('currency', 'must be a three-letter ISO 4217 code');
    const rate = cell('rate');
    if (!DECIMAL_PATTERN.test(rate) || toScaled(rate) <= 0n) throw refuse('rate', `must be a number above 0 with at most ${DECIMALS} decimals`);
    if (currency === 'INR' && toScaled(rate) !== SCALE) throw refuse('rate', 'must be 1 for INR');

    parsed.push({ lineNumber, reportingMonth, saleMonth, store, country, artist, title, isrc, upc, units: Number(unitsText), earnings, currency, rate, inrScaled: toScaled(earnings) * toScaled(rate) });
  }
  if (parsed.length === 0) throw fieldError('file', REVENUE_MESSAGES.statementEmpty);
  return parsed;
}
