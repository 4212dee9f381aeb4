// A calendar day as a whole number of days since 1970-01-01: the day walk of the availability
// calculation does thousands of these steps per search, and luxon's zone-aware arithmetic is
// ~50x slower. Only cutoff instants need the time zone (built with luxon in calculate.ts).
const DAY_MS = 86_400_000;
const NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** 'YYYY-MM-DD' by day number: a search asks for the same few days thousands of times. */
const isoDays = new Map<number, string>();
const ISO_DAYS_KEPT = 5000;

export class CalDay {
  private constructor(readonly n: number) {}

  static of(year: number, month: number, day: number): CalDay {
    return new CalDay(Math.round(Date.UTC(year, month - 1, day) / DAY_MS));
  }

  /** Parses 'YYYY-MM-DD'; undefined when it is not a date. */
  static fromISO(iso: string): CalDay | undefined {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    return m ? CalDay.of(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
  }

  plus(days: number): CalDay {
    return new CalDay(this.n + days);
  }

  /** ISO weekday: 1 = Monday .. 7 = Sunday. */
  get weekday(): number {
    return ((((this.n + 3) % 7) + 7) % 7) + 1;
  }

  private get date(): Date {
    return new Date(this.n * DAY_MS);
  }
  get year() {
    return this.date.getUTCFullYear();
  }
  get month() {
    return this.date.getUTCMonth() + 1;
  }
  get day() {
    return this.date.getUTCDate();
  }

  toISODate(): string {
    let iso = isoDays.get(this.n);
    if (iso === undefined) {
      if (isoDays.size >= ISO_DAYS_KEPT) isoDays.clear();
      iso = this.date.toISOString().slice(0, 10);
      isoDays.set(this.n, iso);
    }
    return iso;
  }

  /** 'Sat 11/28', 'Tue 12/01' (M/DD, as cards show dates). */
  short(): string {
    return `${NAMES[this.weekday - 1]} ${this.month}/${String(this.day).padStart(2, '0')}`;
  }

  valueOf(): number {
    return this.n;
  }
}
