// The demo alerts (every level and severity), notes (on haulers, zones and pricing) and geo
// notes (two per market, in the four colours).
import * as t from '../../db/schema.ts';
import { boundsOf } from '../../repo/geo.ts';
import { circleArea, collection } from '../geo.ts';
import { SEVERITIES } from './constants.ts';
import { dayOffset, type Row, type SeedContext } from './context.ts';
import type { Places } from './network.ts';

/** The ids alerts and notes attach to. */
export interface Targets {
  haulerIds: number[];
  regionIds: number[];
  zoneIds: number[];
  marketIds: number[];
  pricingIds: number[];
}

export async function seedAlerts({ put, link, rng, now, volume }: SeedContext, targets: Targets) {
  const { haulerIds, regionIds, zoneIds, marketIds, pricingIds } = targets;
  // Alerts at every level and severity.
  const alertRows: Row[] = [];
  const alertLinks: { level: string; target: number }[] = [];
  const levels: [string, number[]][] = [
    ['hauler', haulerIds],
    ['region', regionIds],
    ['service_area', zoneIds],
    ['market', marketIds],
    ['rolloff_pricing', pricingIds],
  ];
  const TEXT: Record<string, string[]> = {
    hauler: [
      'Hauler requires 24h notice for swaps',
      'Billing dispute open - confirm PO before ordering',
      'Great on-time record this quarter',
    ],
    region: [
      'Road construction slows deliveries',
      'Dispatcher out Friday - call backup line',
      'Landfill hours reduced this month',
    ],
    service_area: [
      'Permit required for street placement',
      'HOA restricts placement to driveways',
      'Gate code needed for deliveries',
    ],
    market: [
      'Holiday schedule in effect',
      'Fuel surcharge applies this month',
      'Storm clean-up demand is high',
    ],
    rolloff_pricing: [
      'Price increase pending',
      'Overage rate changed',
      'Promo price through month end',
    ],
  };
  let a = 0;
  for (const [level, ids] of levels) {
    for (const severity of SEVERITIES) {
      for (let k = 0; k < 2 * volume; k++) {
        const timing = (a + k) % 3;
        alertRows.push({
          text: rng.pick(TEXT[level]),
          severity,
          expires: timing === 0 ? `${dayOffset(now, rng.int(10, 90))} 00:00:00` : null,
          check_back: timing === 1 ? `${dayOffset(now, rng.int(5, 30))} 00:00:00` : null,
        });
        alertLinks.push({ level, target: ids[(a * 7 + k * 13) % ids.length] });
        a++;
      }
    }
  }
  const alertIds = await put('alerts', t.alerts, alertRows);
  const linkRows = (level: string, col: string) =>
    alertLinks
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.level === level)
      .map(({ l, i }) => ({ alert_id: alertIds[i], [col]: l.target }));
  await link('alert_haulers', t.alertHaulers, linkRows('hauler', 'hauler_id'));
  await link('alert_regions', t.alertRegions, linkRows('region', 'region_id'));
  await link(
    'alert_service_areas',
    t.alertServiceAreas,
    linkRows('service_area', 'service_area_id'),
  );
  await link('alert_markets', t.alertMarkets, linkRows('market', 'market_id'));
  await link(
    'alert_rolloff_pricing',
    t.alertRolloffPricing,
    linkRows('rolloff_pricing', 'rolloff_pricing_id'),
  );
}

export async function seedNotes({ put, link, volume }: SeedContext, targets: Targets) {
  const { haulerIds, zoneIds, pricingIds } = targets;
  // Notes linked to haulers, zones and pricing.
  const NOTE_TEXT = [
    'Ask for Maria in dispatch',
    'Driver needs 60 ft clearance',
    'Accepts credit card only',
    'Do not place on grass',
    'Weekend pickups cost extra',
    'Overage billed at $75/ton',
  ];
  const noteCount = 15 * volume;
  const noteIds = await put(
    'notes',
    t.notes,
    Array.from({ length: noteCount * 3 }, (_, i) => ({
      name: `Note ${i + 1}`,
      description: NOTE_TEXT[i % NOTE_TEXT.length],
    })),
  );
  await link(
    'note_haulers',
    t.noteHaulers,
    noteIds
      .slice(0, noteCount)
      .map((id, i) => ({ note_id: id, hauler_id: haulerIds[(i * 5) % haulerIds.length] })),
  );
  await link(
    'note_service_areas',
    t.noteServiceAreas,
    noteIds
      .slice(noteCount, 2 * noteCount)
      .map((id, i) => ({ note_id: id, service_area_id: zoneIds[(i * 11) % zoneIds.length] })),
  );
  await link(
    'note_rolloff_pricing',
    t.noteRolloffPricing,
    noteIds.slice(2 * noteCount).map((id, i) => ({
      note_id: id,
      rolloff_pricing_id: pricingIds[(i * 37) % pricingIds.length],
    })),
  );
}

export async function seedGeoNotes({ put }: SeedContext, { geo }: Places) {
  // Geo notes in the four colours.
  const COLORS: [string, string][] = [
    ['#ff0000', 'No placement on street'],
    ['#fff000', 'Narrow alleys - small trucks only'],
    ['#ffa500', 'Low bridges on access roads'],
    ['#00ff00', 'Preferred service area'],
  ];
  const geoRows: Row[] = [];
  geo.forEach(({ m, zips }, mi) => {
    for (let k = 0; k < 2; k++) {
      const [color, what] = COLORS[(mi * 2 + k) % COLORS.length];
      const z = zips[(k * 17 + mi) % zips.length];
      const boundaries = collection(circleArea([z.lng, z.lat], 1.5 + k), {});
      geoRows.push({
        name: `${m.city} ${z.zip}: ${what}`.slice(0, 100),
        description: `${what} around ZIP ${z.zip}.`,
        active: !(mi === 5 && k === 1),
        color,
        boundaries,
        ...boundsOf(boundaries),
      });
    }
  });
  await put('geo_notes', t.geoNotes, geoRows);
}
