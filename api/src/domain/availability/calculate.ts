// Over 300 lines: the one availability engine: every rule next to the others it overrides.
// The current-availability calculation of docs/decisions.md#availability: pure, over plain records.
// Every time is taken in the region's IANA time zone, so cutoffs follow DST changes.
import { DateTime } from 'luxon';
import { CalDay } from './calendar.ts';
import {
  applicableExceptions,
  inDateRange,
  latestByUpdatedAt,
  weekdayList,
  weekdayNumber,
} from './exceptions.ts';
import {
  clockText,
  exceptionReason,
  latestOf,
  rangeText,
  ruleReason,
  shortDay,
  weekdayNames,
} from './reasons.ts';
import { WEEKDAYS } from './types.ts';
import type {
  AvailabilityException,
  AvailabilityItem,
  AvailabilityReason,
  AvailabilityRecord,
  AvailabilityType,
  CurrentAvailability,
  DeliveryDate,
} from './types.ts';

export interface CalculateOptions {
  /** The moment of the order (defaults to the current time). */
  now?: Date | string | DateTime;
  /** The region's IANA time zone, e.g. 'America/Chicago'. */
  timeZone: string;
  /** Every exception that might apply (bulk ones included); filtering happens here. */
  exceptions?: AvailabilityException[];
  /** The exceptions already known to cover the item today: `exceptions` is not filtered again. */
  covering?: AvailabilityException[];
  /** What is being delivered (region, size, waste type, zone, point); the record fills the rest. */
  item?: Partial<AvailabilityItem>;
  /** How far ahead to look for a delivery day. */
  horizonDays?: number;
  /**
   * Narrowed to the instants (ms, `from` inclusive, `until` exclusive) around `now` at which
   * every cutoff compares as it did at `now`: within them, on the same local date, the result
   * is the same (what lets a caller keep it).
   */
  validity?: { from: number; until: number };
}

const END_OF_DAY = '23:59:59';

/** A cutoff of 00:00:00, empty or null means "none" (shown as '--'); answers null then. */
export function displayCutoff(t: string | null | undefined): string | null {
  if (!t) return null;
  const s = normaliseTime(t);
  return s === '00:00:00' ? null : s;
}

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' as 'HH:mm:ss'. */
export function normaliseTime(t: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(t.trim());
  if (!m) return END_OF_DAY;
  return `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

/** The instant of a cutoff time on a local date; a missing cutoff means 23:59:59. */
export function cutoffAt(
  day: { year: number; month: number; day: number; zone?: DateTime['zone'] },
  time: string | null | undefined,
  zone: string | DateTime['zone'] = day.zone ?? 'utc',
): DateTime {
  const t = displayCutoff(time) ?? END_OF_DAY;
  const [h, m, s] = t.split(':').map(Number);
  // Built from local fields so that a DST change day gets the right offset.
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: h, minute: m, second: s },
    { zone },
  );
}

/** Accepts days_out only in 2..90 (below 2 it is null and ignored; above 90 it is capped). */
export function effectiveDaysOut(v: number | null | undefined): number | null {
  if (v == null || !Number.isFinite(Number(v))) return null;
  const n = Math.trunc(Number(v));
  if (n < 2) return null;
  return Math.min(n, 90);
}

/** 'Today', 'Tomorrow' or 'Sat 11/28' for a delivery date seen from `today`. */
export function friendlyDate(date: CalDay, today: CalDay): string {
  const diff = date.valueOf() - today.valueOf();
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  return date.short();
}

function toLocal(now: CalculateOptions['now'], zone: string): DateTime {
  let dt: DateTime;
  if (now == null) dt = DateTime.now();
  else if (DateTime.isDateTime(now)) dt = now;
  else if (now instanceof Date) dt = DateTime.fromJSDate(now);
  else dt = DateTime.fromISO(now, { setZone: true });
  const local = dt.setZone(zone);
  if (!local.isValid) throw new Error(`Invalid time zone or time: ${zone}`);
  return local;
}

/** A moment in a zone: its instant and local date (what the calculation reads of `now`). */
interface LocalNow {
  ms: number;
  year: number;
  month: number;
  day: number;
}
// Memos of pure functions of (zone, instant) and (zone, local date, time): a search calculates
// a hundred records at one `now` in a handful of zones, and each luxon conversion in a zone
// costs tens of microseconds (Intl formatting). Cleared when large; exact, as nothing else
// goes into them.
const MEMO_SIZE = 5000;
const localNows = new Map<string, LocalNow>();
const cutoffInstants = new Map<string, number>();

function localNow(now: CalculateOptions['now'], zone: string): LocalNow {
  const ms =
    now instanceof Date ? now.getTime() : DateTime.isDateTime(now) ? now.toMillis() : undefined;
  const key = ms === undefined ? undefined : `${zone}|${ms}`;
  let v = key === undefined ? undefined : localNows.get(key);
  if (!v) {
    const local = toLocal(now, zone);
    v = { ms: local.toMillis(), year: local.year, month: local.month, day: local.day };
    if (key !== undefined) {
      if (localNows.size >= MEMO_SIZE) localNows.clear();
      localNows.set(key, v);
    }
  }
  return v;
}

/** The instant (ms) of `cutoffAt(day, time, zone)`. */
function cutoffMs(day: CalDay, time: string | null | undefined, zone: string): number {
  const key = `${zone}|${day.valueOf()}|${time ?? ''}`;
  let v = cutoffInstants.get(key);
  if (v === undefined) {
    v = cutoffAt(day, time, zone).toMillis();
    if (cutoffInstants.size >= MEMO_SIZE) cutoffInstants.clear();
    cutoffInstants.set(key, v);
  }
  return v;
}

function businessDaysBetween(from: CalDay, to: CalDay): number {
  let n = 0;
  for (let d = from.plus(1); d <= to; d = d.plus(1)) if (d.weekday <= 5) n++;
  return n;
}

type Kind = 'same_day' | 'next_day' | 'two_day_notice' | 'saturday' | 'sunday' | 'scheduled';
const KIND_TYPE: Record<Kind, AvailabilityType> = {
  same_day: 'sameDay',
  next_day: 'nextDay',
  two_day_notice: 'twoDayNotice',
  saturday: 'saturday',
  sunday: 'sunday',
  scheduled: 'scheduled',
};

/** Calculates one record's current availability at `now` in the region's time zone. */
export function calculateAvailability(
  rec: AvailabilityRecord,
  opts: CalculateOptions,
): CurrentAvailability {
  const now = localNow(opts.now, opts.timeZone);
  // Calendar days are walked in UTC (cheap); only cutoff instants are built in the region's zone.
  const today = CalDay.of(now.year, now.month, now.day);
  const todayIso = today.toISODate()!;
  const item: AvailabilityItem = {
    regionId: Number(opts.item?.regionId ?? rec.region_id),
    deliveryType: opts.item?.deliveryType ?? rec.delivery_type,
    sizeId: opts.item?.sizeId ?? rec.size_id ?? null,
    wasteTypeId: opts.item?.wasteTypeId ?? null,
    zoneId: opts.item?.zoneId ?? null,
    point: opts.item?.point ?? null,
  };
  const exs = opts.covering ?? applicableExceptions(opts.exceptions ?? [], item, todayIso);
  const used = new Set<number>();
  const reasons: AvailabilityReason[] = [];
  const because = (r: AvailabilityReason) => {
    if (r.exception_id != null) used.add(r.exception_id);
    if (!reasons.some((x) => x.text === r.text)) reasons.push(r);
  };

  // No service today: the contract's flag, a noService exception whose dates hold today, or a
  // serviceArea exception around the searched point.
  let noService = !!rec.no_service;
  let noServiceReason = rec.no_service ? (rec.no_service_reason ?? null) : null;
  if (noService)
    because(
      ruleReason(
        'contractNoService',
        `No Service: region schedule${noServiceReason ? ` (${noServiceReason})` : ''}`,
      ),
    );
  for (const ex of exs) {
    const today = ex.type === 'noService' && inDateRange(ex, todayIso);
    if (today || ex.type === 'serviceArea') {
      if (!noService) noServiceReason = ex.reason ?? null;
      noService = true;
      because(
        ex.type === 'serviceArea'
          ? exceptionReason(
              ex,
              'No Service',
              ex.boundaries_description ? `"${ex.boundaries_description}"` : '',
            )
          : exceptionReason(ex, 'No Service'),
      );
    }
  }
  // Days nobody delivers: closures, dayOfWeek, and noService exceptions that start later.
  const closures = exs.filter(
    (ex) => (ex.type === 'closure' || ex.type === 'noService') && (ex.start_date || ex.end_date),
  );
  const dayOfWeek = exs.filter((ex) => ex.type === 'dayOfWeek');
  const removed = (d: CalDay): AvailabilityException | undefined => {
    if (closures.length === 0 && dayOfWeek.length === 0) return undefined;
    const iso = d.toISODate()!;
    return (
      closures.find((ex) => inDateRange(ex, iso)) ??
      dayOfWeek.find(
        (ex) => inDateRange(ex, iso) && weekdayList(ex.days_of_week).includes(d.weekday),
      )
    );
  };

  const actions: { ex: AvailabilityException; of: number }[] = exs
    .filter((ex) => ex.type === 'availabilityByDate' && inDateRange(ex, todayIso))
    .map((ex) => ({ ex, of: 1 }));
  const zoneActions = exs.filter((ex) => ex.type === 'availabilityByZone');
  const byZone = latestByUpdatedAt(zoneActions);
  if (byZone) actions.push({ ex: byZone, of: zoneActions.length });
  const mustCallReasons: AvailabilityReason[] = [];
  let floor: CalDay | null = null;
  let floorReason: AvailabilityReason | null = null;
  for (const { ex, of } of actions) {
    if (ex.availability_action === 'mustCall') {
      const r = exceptionReason(ex, 'Must Call', ex.type === 'availabilityByDate' ? undefined : '');
      mustCallReasons.push({ ...r, text: r.text + latestOf(of) });
    } else if (ex.availability_action === 'nextAvailableDate' && ex.next_available_date) {
      const d = CalDay.fromISO(ex.next_available_date);
      if (d && d > today && (!floor || d > floor)) {
        floor = d;
        const r = exceptionReason(ex, `Next available ${shortDay(d.toISODate())}`, '');
        floorReason = { ...r, text: r.text + latestOf(of) };
      }
    }
  }
  let windowDays: number | null = null;
  let windowReason: AvailabilityReason | null = null;
  if (rec.window_active) {
    windowDays = Number(rec.window_days) || 7;
    windowReason = ruleReason('contractWindow', `Within 1-${windowDays} days: contract window`);
  }
  for (const ex of exs) {
    if (ex.type === 'window' && inDateRange(ex, todayIso)) {
      windowDays = Number(ex.window_days) || windowDays || 7;
      windowReason = exceptionReason(ex, `Within 1-${windowDays} days`);
    }
  }

  const daysOut = effectiveDaysOut(rec.days_out);
  if (daysOut != null) {
    const d = today.plus(daysOut);
    if (!floor || d > floor) {
      floor = d;
      floorReason = ruleReason(
        'daysOut',
        `Days out: earliest delivery ${shortDay(d.toISODate())} (${daysOut} days out)`,
      );
    }
  }

  // Walk the candidate days in order and take the first one that is offered; remember what made
  // earlier days unavailable (closures, cutoffs already passed) as reasons.
  let chosen: { day: CalDay; kind: Kind } | null = null;
  const skipped: AvailabilityReason[] = [];
  const horizon = opts.horizonDays ?? 366;
  if (!noService) {
    for (let i = 0; i <= horizon && !chosen; i++) {
      const day = today.plus(i);
      if (floor && day < floor) continue;
      const hit = removed(day);
      if (hit) {
        skipped.push(
          hit.type === 'dayOfWeek'
            ? exceptionReason(hit, `Closed ${weekdayNames(hit)}`, '')
            : exceptionReason(hit, `Closed ${rangeText(hit)}`, ''),
        );
        continue;
      }
      const offer = offeredKind(rec, now.ms, opts.timeZone, today, day, !!floor, opts.validity);
      if (typeof offer === 'string') chosen = { day, kind: offer };
      else if (offer) skipped.push(offer.missed);
    }
  }

  const chosenMustCall =
    !!chosen &&
    ['same_day', 'next_day', 'two_day_notice'].includes(chosen.kind) &&
    !!rec[`${chosen.kind}_must_call`];
  const mustCall =
    !noService && (!!rec.must_call_all || mustCallReasons.length > 0 || chosenMustCall || !chosen);

  // Reasons in the order that explains the result: what makes it must-call, then a window, then
  // what set the date (a floor, closed days, cutoffs passed). The first one explains the badge.
  if (!noService) {
    if (rec.must_call_all) because(ruleReason('contractMustCall', 'Must Call: contract, all days'));
    mustCallReasons.forEach(because);
    if (chosenMustCall)
      because(ruleReason('contractMustCall', `Must Call: contract, ${KIND_LABEL[chosen!.kind]}`));
    if (!chosen)
      because(
        ruleReason('noDeliveryDay', `Must Call: no delivery day in the next ${horizon} days`),
      );
    if (windowReason) because(windowReason);
    if (floorReason) because(floorReason);
    skipped.forEach(because);
  }

  let deliveryDate: DeliveryDate;
  const date = chosen ? chosen.day.toISODate() : null;
  if (noService)
    deliveryDate = { date: null, availabilityType: 'noService', friendlyText: 'No Service' };
  else if (mustCall)
    deliveryDate = { date, availabilityType: 'mustCall', friendlyText: 'Must Call' };
  else if (windowDays != null)
    deliveryDate = {
      date,
      availabilityType: 'window',
      friendlyText: `Within 1-${windowDays} days`,
    };
  else
    deliveryDate = {
      date,
      availabilityType: KIND_TYPE[chosen!.kind],
      friendlyText: friendlyDate(chosen!.day, today),
    };

  const weekendOn = (wd: number, flag: unknown) =>
    !noService && !!flag && !dayOfWeek.some((ex) => weekdayList(ex.days_of_week).includes(wd));
  const todayOpen = !noService && !removed(today);
  return {
    delivery_type: String(rec.delivery_type),
    size_id: rec.size_id ?? null,
    no_service: noService,
    no_service_reason: noServiceReason,
    must_call: mustCall,
    same_day_active: todayOpen && !!rec.same_day_active,
    next_day_active: !noService && !!rec.next_day_active,
    saturday_active: weekendOn(6, rec.saturday_active),
    sunday_active: weekendOn(7, rec.sunday_active),
    window_active: !noService && windowDays != null,
    window_days: windowDays,
    days_out: daysOut,
    same_day_cutoff_time: displayCutoff(rec.same_day_cutoff_time),
    next_day_cutoff_time: displayCutoff(rec.next_day_cutoff_time),
    two_day_notice_cutoff_time: displayCutoff(
      rec.two_day_notice_cutoff_time ?? rec.days_out_cutoff_time,
    ),
    saturday_cutoff_time: displayCutoff(rec.saturday_cutoff_time),
    sunday_cutoff_time: displayCutoff(rec.sunday_cutoff_time),
    saturday_cutoff_day: rec.saturday_cutoff_day ?? (rec.saturday_active ? 'Friday' : null),
    sunday_cutoff_day: rec.sunday_cutoff_day ?? (rec.sunday_active ? 'Friday' : null),
    next_available_service: noService ? null : date,
    delivery_date: deliveryDate,
    exception_ids: [...used].sort((a, b) => a - b),
    reasons,
  };
}

const KIND_LABEL: Record<Kind, string> = {
  same_day: 'same day',
  next_day: 'next day',
  two_day_notice: 'two-day notice',
  saturday: 'Saturday',
  sunday: 'Sunday',
  scheduled: 'scheduled',
};

/**
 * The day kind under which `day` can be delivered when ordering at `now`; `{missed}` when the
 * kind is offered but its cutoff has passed (a reason for a later date); null otherwise.
 */
function offeredKind(
  rec: AvailabilityRecord,
  nowMs: number,
  zone: string,
  today: CalDay,
  day: CalDay,
  scheduled: boolean,
  validity?: CalculateOptions['validity'],
): Kind | { missed: AvailabilityReason } | null {
  /** Whether `now` is before the cutoff, noting the cutoff in `validity`. */
  const before = (deadline: number): boolean => {
    const yes = nowMs < deadline;
    if (validity) {
      if (yes) validity.until = Math.min(validity.until, deadline);
      else validity.from = Math.max(validity.from, deadline);
    }
    return yes;
  };
  if (day.weekday >= 6) {
    // Weekend days need their flag and an order before the cutoff day (default Friday) at the cutoff time.
    const kind = day.weekday === 6 ? 'saturday' : 'sunday';
    if (!rec[`${kind}_active`]) return null;
    const dayName = (rec[`${kind}_cutoff_day`] as string | null) || 'Friday';
    const cutoffDay = weekdayNumber(dayName);
    const back = (day.weekday - cutoffDay + 7) % 7;
    const time = rec[`${kind}_cutoff_time`] as string | null;
    if (before(cutoffMs(day.plus(-back), time, zone))) return kind;
    return {
      missed: ruleReason(
        'cutoff',
        `${KIND_LABEL[kind]} cut off ${WEEKDAYS[cutoffDay - 1]} ${clockText(displayCutoff(time) ?? END_OF_DAY)}`,
      ),
    };
  }
  // A days_out or next-available floor makes later weekdays plain scheduled days.
  if (scheduled) return 'scheduled';
  const b = businessDaysBetween(today, day);
  const ladder: Kind[] = ['same_day', 'next_day', 'two_day_notice'];
  if (b >= ladder.length) return 'scheduled';
  const kind = ladder[b];
  if (!rec[`${kind}_active`]) return null;
  const time = (
    kind === 'two_day_notice'
      ? (rec.two_day_notice_cutoff_time ?? rec.days_out_cutoff_time)
      : rec[`${kind}_cutoff_time`]
  ) as string | null;
  if (before(cutoffMs(today, time, zone))) return kind;
  const label = KIND_LABEL[kind];
  return {
    missed: ruleReason(
      'cutoff',
      `${label[0].toUpperCase()}${label.slice(1)} cut off ${clockText(displayCutoff(time) ?? END_OF_DAY)}`,
    ),
  };
}
