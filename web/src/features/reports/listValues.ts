// The values of the report and list rows as staff read them: one home for both the tables (their
// cells call these) and the CSV export (its columns are these, header and value). Plain data in,
// text out; no Relay or React here.
import { END_TYPES, EXCEPTION_REASONS, EXCEPTION_TYPES } from './exceptionLabels.ts';
import { formatDate, formatDateTime } from './paging.ts';
import { GEO_NOTE_COLORS } from './geoNoteColors.ts';

/** One column of a CSV export: its header and the row's value as the table shows it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

const DASH = '—';
const or = (v: string | null | undefined) => v || DASH;
const label = (labels: Record<string, string>, v: string | null | undefined) =>
  v ? (labels[v] ?? v) : DASH;

// ---- Availability Report ----

export interface TodayFlags {
  mustCall: boolean;
  noService: boolean;
  windowActive: boolean;
  daysOut: number | null | undefined;
}

/** Today's delivery flags of a region, in the order the report shows them as badges. */
export function todayFlags(f: TodayFlags): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  if (f.noService) out.push({ key: 'noService', label: 'No Service' });
  if (f.mustCall) out.push({ key: 'mustCall', label: 'Must Call' });
  if (f.windowActive) out.push({ key: 'window', label: 'Window' });
  if (f.daysOut) out.push({ key: 'daysOut', label: `${f.daysOut} Days Out` });
  return out;
}

/** Shown when a region has none of today's flags. */
export const NORMAL_SERVICE = 'Normal service';

/** 'Nov 23, 2026, 2:15 PM by Jane' ('Unknown User' when nobody is recorded; '—' when never). */
export const savedText = (at: string | null | undefined, by: string | null | undefined) =>
  at ? `${formatDateTime(at)} by ${by ?? 'Unknown User'}` : DASH;

export interface AvailabilityRowValues {
  name: string;
  territory: string | null | undefined;
  hauler: { name: string };
  lastSavedAt: string | null | undefined;
  lastSavedBy: string | null | undefined;
  currentServiceExceptions: TodayFlags;
}

export const AVAILABILITY_COLUMNS: CsvColumn<AvailabilityRowValues>[] = [
  { header: 'Hauler', value: (r) => r.hauler.name },
  { header: 'Region', value: (r) => r.name },
  { header: 'Territory', value: (r) => or(r.territory) },
  {
    header: 'Today',
    value: (r) =>
      todayFlags(r.currentServiceExceptions)
        .map((f) => f.label)
        .join('; ') || NORMAL_SERVICE,
  },
  { header: 'Last Saved', value: (r) => savedText(r.lastSavedAt, r.lastSavedBy) },
];

// ---- Exception Report ----

const DELIVERY: Record<string, string> = {
  newDeliveries: 'New Deliveries',
  emptyReturn: 'Empty & Return',
  pickUp: 'Pickup',
};

export interface ExceptionDetailValues {
  actionType: string;
  actionDate: string | null | undefined;
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  deliveryTypes: readonly string[];
  sizesText: string | null | undefined;
  wasteTypesText: string | null | undefined;
  serviceAreasText: string | null | undefined;
  daysOfWeek: readonly string[];
  windowDays: number | null | undefined;
  availabilityAction: string | null | undefined;
  nextAvailableDate: string | null | undefined;
  boundariesDescription: string | null | undefined;
  updatedBy: string;
  updatedAt: string;
}

/** What an exception covers and until when, label by label (null: not shown for this one). */
export function exceptionDetailItems(x: ExceptionDetailValues): [string, string | null][] {
  return [
    [
      'Ends',
      x.actionType === 'permanent'
        ? 'Permanent'
        : `${label(END_TYPES, x.actionType)} ${formatDate(x.actionDate)}`,
    ],
    [
      'Dates',
      x.startDate || x.endDate ? `${formatDate(x.startDate)} to ${formatDate(x.endDate)}` : null,
    ],
    [
      'Delivery types',
      x.deliveryTypes.length ? x.deliveryTypes.map((d) => DELIVERY[d] ?? d).join(', ') : 'All',
    ],
    ['Sizes', x.sizesText || 'All'],
    ['Waste types', x.wasteTypesText || 'All'],
    ['Service areas', x.serviceAreasText || x.boundariesDescription || 'All'],
    ['Days of week', x.daysOfWeek.length ? x.daysOfWeek.join(', ') : null],
    ['Window', x.windowDays ? `1-${x.windowDays} days` : null],
    [
      'Availability',
      x.availabilityAction === 'mustCall'
        ? 'Must Call'
        : x.availabilityAction === 'nextAvailableDate'
          ? `Next available ${formatDate(x.nextAvailableDate)}`
          : null,
    ],
    ['Last updated', `${formatDateTime(x.updatedAt)} by ${x.updatedBy}`],
  ];
}

/** The detail labels as CSV columns (empty where the detail shows nothing). */
const detailColumns = (skip: string[] = []): CsvColumn<ExceptionDetailValues>[] =>
  exceptionDetailItems({
    actionType: 'permanent',
    actionDate: null,
    startDate: null,
    endDate: null,
    deliveryTypes: [],
    sizesText: null,
    wasteTypesText: null,
    serviceAreasText: null,
    daysOfWeek: [],
    windowDays: null,
    availabilityAction: null,
    nextAvailableDate: null,
    boundariesDescription: null,
    updatedBy: '',
    updatedAt: '',
  })
    .map(([header]) => header)
    .filter((header) => !skip.includes(header))
    .map((header) => ({
      header,
      value: (x) => exceptionDetailItems(x).find(([h]) => h === header)?.[1] ?? '',
    }));

export const exceptionTypeText = (type: string | null | undefined) => label(EXCEPTION_TYPES, type);
export const exceptionReasonText = (reason: string | null | undefined) =>
  label(EXCEPTION_REASONS, reason);

/** The Ends cell of a hauler exception row: 'Expiration Date Dec 1, 2026', 'Permanent'. */
export const exceptionEndsText = (x: {
  actionType: string | null | undefined;
  actionDate: string | null | undefined;
}) => `${label(END_TYPES, x.actionType)}${x.actionDate ? ` ${formatDate(x.actionDate)}` : ''}`;

export interface HaulerExceptionRowValues extends ExceptionDetailValues {
  type: string;
  reason: string | null | undefined;
  hauler: { name: string } | null | undefined;
  region: { name: string; territory: string | null | undefined } | null | undefined;
}

export const HAULER_EXCEPTION_COLUMNS: CsvColumn<HaulerExceptionRowValues>[] = [
  { header: 'Hauler', value: (x) => or(x.hauler?.name) },
  { header: 'Region', value: (x) => or(x.region?.name) },
  { header: 'Territory', value: (x) => or(x.region?.territory) },
  { header: 'Type', value: (x) => exceptionTypeText(x.type) },
  { header: 'Reason', value: (x) => exceptionReasonText(x.reason) },
  { header: 'Ends', value: exceptionEndsText },
  ...detailColumns(['Ends']),
];

export interface BulkExceptionValues extends ExceptionDetailValues {
  type: string;
  reason: string | null | undefined;
  excludedRegions: readonly { name: string }[];
}

export const BULK_EXCEPTION_COLUMNS: CsvColumn<BulkExceptionValues>[] = [
  { header: 'Type', value: (x) => exceptionTypeText(x.type) },
  { header: 'Reason', value: (x) => (x.reason ? exceptionReasonText(x.reason) : '') },
  ...detailColumns(),
  { header: 'Removed from', value: (x) => x.excludedRegions.map((r) => r.name).join(', ') },
];

// ---- Alert list ----

/** The level an alert is attached at, as staff call it (Rolloff Pricing is Product Pricing). */
export function alertTypeLabel(type: string | null | undefined): string {
  if (type === 'Rolloff Pricing') return 'Product Pricing';
  return type ?? DASH;
}

export interface AlertRowValues {
  text: string;
  alertType: string | null | undefined;
  hauler: { name: string } | null | undefined;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** The list cuts the text at 60 characters (the whole text on hover); the CSV has all of it. */
export const ALERT_COLUMNS: CsvColumn<AlertRowValues>[] = [
  { header: 'Hauler', value: (a) => or(a.hauler?.name) },
  { header: 'Type', value: (a) => alertTypeLabel(a.alertType) },
  { header: 'Alert', value: (a) => a.text },
  { header: 'Created By', value: (a) => a.createdBy },
  { header: 'Created At', value: (a) => formatDateTime(a.createdAt) },
  { header: 'Updated At', value: (a) => formatDateTime(a.updatedAt) },
];

// ---- Collections ----

export const haulerTypeText = (type: string) =>
  type === 'inNetwork' ? 'In Network' : 'Out of Network';
export const activeText = (active: boolean) => (active ? 'Active' : 'Inactive');

export interface HaulerRowValues {
  name: string;
  type: string;
  active: boolean;
  updatedAt: string | null | undefined;
  updatedBy: string | null | undefined;
}

export const HAULER_COLUMNS: CsvColumn<HaulerRowValues>[] = [
  { header: 'Name', value: (h) => h.name },
  { header: 'Type', value: (h) => haulerTypeText(h.type) },
  { header: 'Active', value: (h) => activeText(h.active) },
  { header: 'Updated At', value: (h) => formatDateTime(h.updatedAt) },
  { header: 'Updated By', value: (h) => h.updatedBy ?? '' },
];

/** A 10-digit phone as '(555) 123-4567' (anything else as stored; '—' when none). */
export const phoneText = (p: string | null | undefined) =>
  p && /^\d{10}$/.test(p) ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : (p ?? DASH);

export interface MarketRowValues {
  name: string;
  territory: string | null | undefined;
  timezone: string | null | undefined;
  ourPhone: string | null | undefined;
  updatedAt: string | null | undefined;
  updatedBy: string | null | undefined;
}

export const MARKET_COLUMNS: CsvColumn<MarketRowValues>[] = [
  { header: 'Name', value: (m) => m.name },
  { header: 'Territory', value: (m) => or(m.territory) },
  { header: 'Time Zone', value: (m) => or(m.timezone) },
  { header: 'Phone', value: (m) => phoneText(m.ourPhone) },
  { header: 'Updated At', value: (m) => formatDateTime(m.updatedAt) },
  { header: 'Updated By', value: (m) => m.updatedBy ?? '' },
];

/** A geo note colour's name ('Red'), or the stored value when it is not one of the offered. */
export const geoNoteColorName = (color: string) =>
  GEO_NOTE_COLORS.find(([value]) => value === color)?.[1] ?? color;

export interface GeoNoteRowValues {
  name: string;
  color: string;
  active: boolean;
  description: string;
  updatedAt: string | null | undefined;
}

/** The list cuts the description at 60 characters; the CSV has all of it. */
export const GEO_NOTE_COLUMNS: CsvColumn<GeoNoteRowValues>[] = [
  { header: 'Name', value: (g) => g.name },
  { header: 'Color', value: (g) => geoNoteColorName(g.color) },
  { header: 'Active', value: (g) => activeText(g.active) },
  { header: 'Description', value: (g) => g.description },
  { header: 'Updated At', value: (g) => formatDateTime(g.updatedAt) },
];
