// Over 300 lines: the case table itself: one entry per rule, exception type and scope.
// The availability case table: every exception type and scope, and the weekend and cutoff rules,
// at fixed local times in two time zones. One table drives the rule tests (the engine itself),
// `GET /current-availability/calculate`, `POST /search` and the GraphQL `quote` query
// (tests/api/availability-cases.test.ts), so every path must give the same answer.
//
// The week is that of Monday 2026-11-23. Every case's region has the standard contract below
// for each delivery type unless the case changes it; its zone holds one product (size P, waste
// type P) and contains the searched point.

/** The standard contract: same day by 10:00, next day by 14:00, two-day notice by 17:00. */
export const STANDARD_CONTRACT = {
  same_day_active: true,
  same_day_cutoff_time: '10:00:00',
  next_day_active: true,
  next_day_cutoff_time: '14:00:00',
  two_day_notice_active: true,
  two_day_notice_cutoff_time: '17:00:00',
  saturday_active: false,
  sunday_active: false,
};

export type Zone = 'America/Chicago' | 'America/New_York';

/**
 * An exception of a case. Symbolic lists: sizes/waste types 'product' (the product's) or
 * 'other'; service areas 'own' (the case's zone) or 'other'; boundaries 'around' (the searched
 * point) or 'elsewhere'. `region: 'none'` stores a non-bulk record without a region directly
 * (the API refuses to create one); `excluded` removes a bulk exception from the case's region.
 */
export interface CaseException {
  type: string;
  reason?: string;
  bulk?: boolean;
  region?: 'own' | 'none';
  excluded?: boolean;
  action_type?: 'permanent' | 'expirationDate' | 'checkBack';
  action_date?: string;
  delivery_type?: string;
  sizes?: 'product' | 'other';
  waste_types?: 'product' | 'other';
  service_areas?: 'own' | 'other';
  boundaries?: 'around' | 'elsewhere';
  days_of_week?: string;
  window_days?: number;
  availability_action?: 'mustCall' | 'nextAvailableDate';
  next_available_date?: string;
  start_date?: string;
  end_date?: string;
}

/** What a delivery type must show: friendly text, type, and the kinds of its reasons in order. */
export interface Expected {
  text: string;
  type: string;
  date?: string | null;
  reasons: string[];
  /** Text one of the reasons must read exactly. */
  reasonText?: string;
}

export interface AvailabilityCase {
  name: string;
  /** Local wall time of the order in the case's zone, 'YYYY-MM-DDTHH:mm'. */
  at: string;
  zone: Zone;
  contract?: Record<string, unknown>;
  exceptions?: CaseException[];
  newDeliveries: Expected;
  pickUp?: Expected;
  /**
   * Whether the region-level calculation (`/current-availability/calculate`, which knows no
   * zone, waste type or point) must give the same new-deliveries answer.
   */
  regionLevel?: boolean;
}

const TODAY: Expected = { text: 'Today', type: 'sameDay', date: '2026-11-23', reasons: [] };
const NO_SERVICE = (reasonText?: string): Expected => ({
  text: 'No Service',
  type: 'noService',
  date: null,
  reasons: ['noService'],
  reasonText,
});
const MON_8 = '2026-11-23T08:00';
const CHI: Zone = 'America/Chicago';
const NY: Zone = 'America/New_York';
const noService = (o: Partial<CaseException> = {}): CaseException => ({
  type: 'noService',
  reason: 'Billing',
  action_type: 'permanent',
  delivery_type: 'newDeliveries,emptyReturn,pickup',
  ...o,
});
const closure = (o: Partial<CaseException> = {}): CaseException => ({
  type: 'closure',
  reason: 'Scheduling',
  action_type: 'permanent',
  start_date: '2026-11-23',
  end_date: '2026-11-24',
  ...o,
});
const CLOSED_WED: Expected = {
  text: 'Wed 11/25',
  type: 'twoDayNotice',
  date: '2026-11-25',
  reasons: ['closure'],
  reasonText: 'Closed 11/23–11/24: closure (Scheduling)',
};

export const CASES: AvailabilityCase[] = [
  { name: 'no exception: same day', at: MON_8, zone: CHI, newDeliveries: TODAY, regionLevel: true },
  {
    name: 'regional noService',
    at: MON_8,
    zone: CHI,
    exceptions: [noService()],
    newDeliveries: NO_SERVICE('No Service: noService (Billing)'),
    regionLevel: true,
  },
  {
    name: 'bulk closure',
    at: MON_8,
    zone: CHI,
    exceptions: [closure({ bulk: true, action_type: 'expirationDate', action_date: '2026-12-31' })],
    newDeliveries: CLOSED_WED,
    regionLevel: true,
  },
  {
    name: 'bulk closure excluded from the region',
    at: MON_8,
    zone: CHI,
    exceptions: [
      closure({
        bulk: true,
        excluded: true,
        action_type: 'expirationDate',
        action_date: '2026-12-31',
      }),
    ],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'regional closure',
    at: MON_8,
    zone: CHI,
    exceptions: [closure()],
    newDeliveries: CLOSED_WED,
    regionLevel: true,
  },
  {
    name: 'a noService record without a region applies nowhere',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ region: 'none' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'future-dated noService: service today, its days closed',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ start_date: '2026-11-30', end_date: '2026-12-02' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'future-dated noService covering the next days moves the delivery after it',
    at: '2026-11-23T11:00',
    zone: CHI,
    exceptions: [noService({ start_date: '2026-11-24', end_date: '2026-11-25' })],
    newDeliveries: {
      text: 'Thu 11/26',
      type: 'scheduled',
      date: '2026-11-26',
      reasons: ['cutoff', 'noService'],
      reasonText: 'Closed 11/24–11/25: noService (Billing)',
    },
    regionLevel: true,
  },
  {
    name: 'started noService',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ start_date: '2026-11-20', end_date: '2026-11-25' })],
    newDeliveries: NO_SERVICE('No Service: noService 11/20–11/25 (Billing)'),
    regionLevel: true,
  },
  {
    name: 'ended noService',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ start_date: '2026-11-16', end_date: '2026-11-20' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'noService expired by its action date',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ action_type: 'expirationDate', action_date: '2026-11-23' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'noService that expires tomorrow still holds',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ action_type: 'expirationDate', action_date: '2026-11-24' })],
    newDeliveries: NO_SERVICE(),
    regionLevel: true,
  },
  {
    name: "noService limited to the product's size",
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ sizes: 'product' })],
    newDeliveries: NO_SERVICE(),
    regionLevel: true,
  },
  {
    name: 'noService limited to another size',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ sizes: 'other' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: "noService limited to the product's waste type",
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ waste_types: 'product' })],
    newDeliveries: NO_SERVICE(),
  },
  {
    name: 'noService limited to another waste type',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ waste_types: 'other' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: "closure limited to the product's waste type",
    at: MON_8,
    zone: CHI,
    exceptions: [closure({ waste_types: 'product' })],
    newDeliveries: CLOSED_WED,
  },
  {
    name: 'closure limited to another waste type',
    at: MON_8,
    zone: CHI,
    exceptions: [closure({ waste_types: 'other' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: "noService limited to the case's zone",
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ service_areas: 'own' })],
    newDeliveries: NO_SERVICE(),
  },
  {
    name: 'noService limited to another zone',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ service_areas: 'other' })],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'noService for pickup only',
    at: MON_8,
    zone: CHI,
    exceptions: [noService({ delivery_type: 'pickup' })],
    newDeliveries: TODAY,
    pickUp: NO_SERVICE(),
    regionLevel: true,
  },
  {
    name: 'serviceArea around the searched point',
    at: MON_8,
    zone: CHI,
    exceptions: [{ type: 'serviceArea', reason: 'Service Area', boundaries: 'around' }],
    newDeliveries: {
      text: 'No Service',
      type: 'noService',
      date: null,
      reasons: ['serviceArea'],
      reasonText: 'No Service: serviceArea "Flood zone" (Service Area)',
    },
  },
  {
    name: 'serviceArea elsewhere',
    at: MON_8,
    zone: CHI,
    exceptions: [{ type: 'serviceArea', reason: 'Service Area', boundaries: 'elsewhere' }],
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'two availabilityByZone: the later nextAvailableDate wins over the older mustCall',
    at: MON_8,
    zone: CHI,
    exceptions: [
      {
        type: 'availabilityByZone',
        reason: 'Inventory',
        action_type: 'permanent',
        delivery_type: 'newDeliveries',
        availability_action: 'mustCall',
      },
      {
        type: 'availabilityByZone',
        reason: 'Inventory',
        action_type: 'permanent',
        delivery_type: 'newDeliveries',
        availability_action: 'nextAvailableDate',
        next_available_date: '2026-12-01',
      },
    ],
    newDeliveries: {
      text: 'Tue 12/01',
      type: 'scheduled',
      date: '2026-12-01',
      reasons: ['availabilityByZone'],
      reasonText: 'Next available 12/01: availabilityByZone (Inventory), latest of 2',
    },
    regionLevel: true,
  },
  {
    name: 'two availabilityByZone: the later mustCall wins over the older nextAvailableDate',
    at: MON_8,
    zone: CHI,
    exceptions: [
      {
        type: 'availabilityByZone',
        reason: 'Pricing',
        action_type: 'permanent',
        delivery_type: 'newDeliveries',
        availability_action: 'nextAvailableDate',
        next_available_date: '2026-12-01',
      },
      {
        type: 'availabilityByZone',
        reason: 'Inventory',
        action_type: 'permanent',
        delivery_type: 'newDeliveries',
        availability_action: 'mustCall',
      },
    ],
    newDeliveries: {
      text: 'Must Call',
      type: 'mustCall',
      date: '2026-11-23',
      reasons: ['availabilityByZone'],
      reasonText: 'Must Call: availabilityByZone (Inventory), latest of 2',
    },
    regionLevel: true,
  },
  {
    name: 'availabilityByDate mustCall holding today',
    at: MON_8,
    zone: CHI,
    exceptions: [
      {
        type: 'availabilityByDate',
        reason: 'Inventory',
        action_type: 'permanent',
        delivery_type: 'newDeliveries',
        availability_action: 'mustCall',
        start_date: '2026-11-22',
        end_date: '2026-11-24',
      },
    ],
    newDeliveries: {
      text: 'Must Call',
      type: 'mustCall',
      date: '2026-11-23',
      reasons: ['availabilityByDate'],
      reasonText: 'Must Call: availabilityByDate 11/22–11/24 (Inventory)',
    },
    regionLevel: true,
  },
  {
    name: 'dayOfWeek closes Mondays',
    at: MON_8,
    zone: CHI,
    exceptions: [
      { type: 'dayOfWeek', reason: 'Scheduling', action_type: 'permanent', days_of_week: 'Monday' },
    ],
    newDeliveries: {
      text: 'Tomorrow',
      type: 'nextDay',
      date: '2026-11-24',
      reasons: ['dayOfWeek'],
      reasonText: 'Closed Monday: dayOfWeek (Scheduling)',
    },
    regionLevel: true,
  },
  {
    name: 'window exception',
    at: MON_8,
    zone: CHI,
    exceptions: [
      {
        type: 'window',
        reason: 'Inventory',
        action_type: 'permanent',
        delivery_type: 'newDeliveries',
        window_days: 5,
      },
    ],
    newDeliveries: {
      text: 'Within 1-5 days',
      type: 'window',
      date: '2026-11-23',
      reasons: ['window'],
      reasonText: 'Within 1-5 days: window (Inventory)',
    },
    regionLevel: true,
  },
  {
    name: 'same-day cutoff passed (Chicago 11:00)',
    at: '2026-11-23T11:00',
    zone: CHI,
    newDeliveries: {
      text: 'Tomorrow',
      type: 'nextDay',
      date: '2026-11-24',
      reasons: ['cutoff'],
      reasonText: 'Same day cut off 10:00am',
    },
    regionLevel: true,
  },
  {
    name: 'New York 12:00, the instant of Chicago 11:00: same-day cutoff passed',
    at: '2026-11-23T12:00',
    zone: NY,
    newDeliveries: {
      text: 'Tomorrow',
      type: 'nextDay',
      date: '2026-11-24',
      reasons: ['cutoff'],
      reasonText: 'Same day cut off 10:00am',
    },
    regionLevel: true,
  },
  {
    name: 'Chicago 9:30 is before the same-day cutoff',
    at: '2026-11-23T09:30',
    zone: CHI,
    newDeliveries: TODAY,
    regionLevel: true,
  },
  {
    name: 'New York 10:30, the same instant as Chicago 9:30, is past it',
    at: '2026-11-23T10:30',
    zone: NY,
    newDeliveries: {
      text: 'Tomorrow',
      type: 'nextDay',
      date: '2026-11-24',
      reasons: ['cutoff'],
    },
    regionLevel: true,
  },
  {
    name: 'Saturday before its Friday 2:00pm cutoff (Chicago Fri 13:30)',
    at: '2026-11-27T13:30',
    zone: CHI,
    contract: {
      saturday_active: true,
      saturday_cutoff_day: 'Friday',
      saturday_cutoff_time: '14:00:00',
    },
    newDeliveries: {
      text: 'Tomorrow',
      type: 'saturday',
      date: '2026-11-28',
      reasons: ['cutoff'],
      reasonText: 'Same day cut off 10:00am',
    },
    regionLevel: true,
  },
  {
    name: 'Saturday after its cutoff (New York Fri 14:30, the same instant)',
    at: '2026-11-27T14:30',
    zone: NY,
    contract: {
      saturday_active: true,
      saturday_cutoff_day: 'Friday',
      saturday_cutoff_time: '14:00:00',
    },
    newDeliveries: {
      text: 'Tue 12/01',
      type: 'twoDayNotice',
      date: '2026-12-01',
      reasons: ['cutoff', 'cutoff', 'cutoff'],
      reasonText: 'Saturday cut off Friday 2:00pm',
    },
    regionLevel: true,
  },
  {
    name: 'weekend without service: next-day and two-day counts skip it (Fri 15:00)',
    at: '2026-11-27T15:00',
    zone: CHI,
    newDeliveries: {
      text: 'Tue 12/01',
      type: 'twoDayNotice',
      date: '2026-12-01',
      reasons: ['cutoff', 'cutoff'],
      reasonText: 'Next day cut off 2:00pm',
    },
    regionLevel: true,
  },
  {
    name: 'contract no service',
    at: MON_8,
    zone: CHI,
    contract: { no_service: true, no_service_reason: 'Pricing' },
    newDeliveries: {
      text: 'No Service',
      type: 'noService',
      date: null,
      reasons: ['contractNoService'],
      reasonText: 'No Service: region schedule (Pricing)',
    },
    regionLevel: true,
  },
  {
    name: 'contract must call for all days',
    at: MON_8,
    zone: CHI,
    contract: { must_call_all: true },
    newDeliveries: {
      text: 'Must Call',
      type: 'mustCall',
      date: '2026-11-23',
      reasons: ['contractMustCall'],
      reasonText: 'Must Call: contract, all days',
    },
    regionLevel: true,
  },
  {
    name: 'contract days out',
    at: MON_8,
    zone: CHI,
    contract: { days_out: 4 },
    newDeliveries: {
      text: 'Fri 11/27',
      type: 'scheduled',
      date: '2026-11-27',
      reasons: ['daysOut'],
      reasonText: 'Days out: earliest delivery 11/27 (4 days out)',
    },
    regionLevel: true,
  },
];
