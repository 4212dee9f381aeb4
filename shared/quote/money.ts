// Exact money: decimal strings from the main API become integer cents, and back (docs/decisions.md#other).

/**
 * A text `money` answers unchanged: 2 decimals, no leading zero, no sign on zero, at most 13
 * digits before the point (exact in cents as a double). The main API's amounts and `money`'s own
 * answers are such texts, and the gateway formats each amount twice (its resolver, then the Money
 * scalar): for them the parse and format are skipped.
 */
const NORMAL = /^(?:-?[1-9]\d{0,12}|0|-0(?=\.(?!00)))\.\d\d$/;

/** Integer cents of a decimal amount ('250.00', '12.5', 12.5, '-3'); null when empty or not a number. */
export function toCents(value: unknown): number | null {
  // A normal text ('250.00', '-0.50') is its digits without the point: three times faster than
  // the general parse below, and an Expand Search reads about 30,000 prices and costs.
  if (typeof value === 'string' && NORMAL.test(value))
    return Number(value.slice(0, -3) + value.slice(-2));
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/[$,]/g, '');
  if (text === '') return null;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const sign = m[1] === '-' ? -1 : 1;
  const whole = Number(m[2] || '0');
  const frac = (m[3] ?? '').padEnd(3, '0');
  // Round half away from zero on the third decimal.
  let cents = whole * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  return sign * cents;
}

/** '1234.50' from 123450 cents; negative amounts keep their sign ('-12.50'). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal amount normalized to 2 decimals, or null. */
export function money(value: unknown): string | null {
  if (typeof value === 'string' && NORMAL.test(value)) return value;
  const c = toCents(value);
  return c === null ? null : formatCents(c);
}

/**
 * cents × percent / 100, exactly, rounded half away from zero. `percent` is a decimal string
 * like '8.250' (up to 3 decimals, as the main API stores tax rates).
 */
export function percentOf(cents: number, percent: unknown): number | null {
  if (percent === null || percent === undefined || String(percent).trim() === '') return null;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(String(percent).trim());
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(4, '0').slice(0, 4);
  // percent in ten-thousandths of a percent, as an integer.
  const rate = (m[1] === '-' ? -1 : 1) * (Number(m[2] || '0') * 10_000 + Number(frac));
  const num = cents * rate; // cents × percent × 10^4
  const den = 100 * 10_000;
  const q = Math.trunc(num / den);
  const r = Math.abs(num - q * den);
  return q + (r * 2 >= den ? Math.sign(num) : 0);
}
