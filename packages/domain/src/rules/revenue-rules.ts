/** Revenue rules (issue 18 item 6), shared by the bank form and the server (which re-checks them). */

/** An Indian Financial System Code: bank (4 letters), 0, branch (6 letters or digits). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

/** An account number as shown after entry: every digit but the last four hidden. */
export function maskAccountNumber(value: string): string {
  return `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** A month as statements and reports write it: YYYY-MM. */
export const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
