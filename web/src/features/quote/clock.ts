// The results page's local clock (docs/decisions.md#constants-and-limits: ticks every 1 s, shown h:mm A).
import { DateTime } from 'luxon';

export const CLOCK_TICK_MS = 1000;

/** 'h:mm A' (e.g. 3:07 PM) at `now` in the IANA zone `zone`. */
export const clockText = (now: Date, zone: string) =>
  DateTime.fromJSDate(now).setZone(zone).toFormat('h:mm a');
