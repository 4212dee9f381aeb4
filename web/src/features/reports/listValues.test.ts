import { describe, expect, it } from '@jest/globals';
import { csvFileName, fetchAllRows, toCsv } from './csv.ts';
import {
  ALERT_COLUMNS,
  AVAILABILITY_COLUMNS,
  BULK_EXCEPTION_COLUMNS,
  GEO_NOTE_COLUMNS,
  HAULER_COLUMNS,
  HAULER_EXCEPTION_COLUMNS,
  MARKET_COLUMNS,
} from './listValues.ts';
import { formatDate, formatDateTime } from './paging.ts';

const lines = (csv: string) => csv.trimEnd().split('\r\n');

const exception = {
  type: 'closure',
  reason: 'ServiceArea',
  actionType: 'expirationDate',
  actionDate: '2026-12-01T00:00:00.000Z',
  startDate: null,
  endDate: null,
  deliveryTypes: ['newDeliveries', 'pickUp'],
  sizesText: '20 Yard',
  wasteTypesText: null,
  serviceAreasText: null,
  daysOfWeek: [],
  windowDays: null,
  availabilityAction: 'mustCall',
  nextAvailableDate: null,
  boundariesDescription: null,
  updatedBy: 'Ann Admin',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

describe('CSV rows of the reports and lists', () => {
  it('starts with the header row and quotes commas and quotes', () => {
    const csv = toCsv(HAULER_COLUMNS, [
      {
        name: 'Acme, "Best" Roll-Off',
        type: 'inNetwork',
        active: false,
        updatedAt: null,
        updatedBy: 'Ann',
      },
    ]);
    expect(lines(csv)).toEqual([
      'Name,Type,Active,Updated At,Updated By',
      '"Acme, ""Best"" Roll-Off",In Network,Inactive,—,Ann',
    ]);
  });

  it('writes the availability flags as the badges read, or Normal service', () => {
    const row = {
      name: 'North',
      territory: 'Midwest',
      hauler: { name: 'Acme' },
      lastSavedAt: '2026-11-23T14:15:00.000Z',
      lastSavedBy: null,
      currentServiceExceptions: {
        mustCall: true,
        noService: true,
        windowActive: false,
        daysOut: 3,
      },
    };
    const csv = lines(
      toCsv(AVAILABILITY_COLUMNS, [
        row,
        {
          ...row,
          lastSavedAt: null,
          currentServiceExceptions: {
            mustCall: false,
            noService: false,
            windowActive: false,
            daysOut: null,
          },
        },
      ]),
    );
    expect(csv[0]).toBe('Hauler,Region,Territory,Today,Last Saved');
    expect(csv[1]).toBe(
      `Acme,North,Midwest,No Service; Must Call; 3 Days Out,"${formatDateTime(row.lastSavedAt)} by Unknown User"`,
    );
    expect(csv[2]).toBe('Acme,North,Midwest,Normal service,—');
  });

  it('writes a hauler exception with its labels and its detail columns', () => {
    const x = {
      ...exception,
      hauler: { name: 'Acme' },
      region: { name: 'North', territory: null },
    };
    const header = HAULER_EXCEPTION_COLUMNS.map((c) => c.header);
    const row = HAULER_EXCEPTION_COLUMNS.map((c) => c.value(x));
    const cell = (h: string) => row[header.indexOf(h)];
    expect(header.slice(0, 6)).toEqual(['Hauler', 'Region', 'Territory', 'Type', 'Reason', 'Ends']);
    expect(header.filter((h) => h === 'Ends')).toHaveLength(1);
    expect(cell('Territory')).toBe('—');
    expect(cell('Type')).toBe('Closure');
    expect(cell('Reason')).toBe('Service Area');
    expect(cell('Ends')).toBe(`Expiration Date ${formatDate(exception.actionDate)}`);
    expect(cell('Delivery types')).toBe('New Deliveries, Pickup');
    expect(cell('Sizes')).toBe('20 Yard');
    expect(cell('Waste types')).toBe('All');
    expect(cell('Availability')).toBe('Must Call');
    expect(cell('Window')).toBe('');
  });

  it('lists the regions a bulk exception was removed from', () => {
    const [header, row] = lines(
      toCsv(BULK_EXCEPTION_COLUMNS, [
        { ...exception, reason: null, excludedRegions: [{ name: 'North' }, { name: 'South' }] },
      ]),
    );
    expect(header.startsWith('Type,Reason,Ends,')).toBe(true);
    expect(header.endsWith(',Removed from')).toBe(true);
    expect(row.startsWith('Closure,,')).toBe(true);
    expect(row.endsWith(',"North, South"')).toBe(true);
  });

  it('writes the whole alert text and the staff name of the alert level', () => {
    const text = 'x'.repeat(80);
    const [, row] = lines(
      toCsv(ALERT_COLUMNS, [
        {
          text,
          alertType: 'Rolloff Pricing',
          hauler: null,
          createdBy: 'Unknown User',
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-02T10:00:00.000Z',
        },
      ]),
    );
    expect(row).toBe(
      `—,Product Pricing,${text},Unknown User,"${formatDateTime('2026-11-01T10:00:00.000Z')}","${formatDateTime('2026-11-02T10:00:00.000Z')}"`,
    );
  });

  it('formats market phones and geo note colours as the collections show them', () => {
    expect(
      lines(
        toCsv(MARKET_COLUMNS, [
          {
            name: 'Denver',
            territory: 'West',
            timezone: null,
            ourPhone: '3035551234',
            updatedAt: null,
            updatedBy: null,
          },
        ]),
      )[1],
    ).toBe('Denver,West,—,(303) 555-1234,—,');
    expect(
      lines(
        toCsv(GEO_NOTE_COLUMNS, [
          { name: 'Bridge', color: 'orange', active: true, description: 'Low', updatedAt: null },
        ]),
      ),
    ).toEqual(['Name,Color,Active,Description,Updated At', 'Bridge,Orange,Active,Low,—']);
  });

  it('reads every page until the last one', async () => {
    const afters: (string | null)[] = [];
    const rows = await fetchAllRows(async (after) => {
      afters.push(after);
      const n = afters.length;
      return { nodes: [n], pageInfo: { hasNextPage: n < 3, endCursor: `c${n}` } };
    });
    expect(rows).toEqual([1, 2, 3]);
    expect(afters).toEqual([null, 'c1', 'c2']);
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('alerts', new Date('2026-11-23T12:00:00Z'))).toBe('alerts-2026-11-23.csv');
  });
});
