// Administration records through GraphQL against the real main API (issue 10): every type's
// fields resolve, lists page with totalCount, node(id:) loads each type.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('admin@demo.local');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const gql = async (query: string, variables: object = {}, as = token) => {
  const r = await h.gql(query, variables, { token: as });
  return r.body;
};

const ALERT = `id databaseId text severity expires checkBack alertType productName createdBy updatedBy
  createdAt updatedAt hauler { name } region { name } zone { name } product { id } market { name }
  haulers { id } regions { id } zones { id } markets { id } rolloffPricing { id }`;
const EXCEPTION = `id databaseId bulk type reason actionType actionDate deliveryTypes daysOfWeek
  windowDays availabilityAction nextAvailableDate startDate endDate boundariesDescription
  serviceAreasText sizesText wasteTypesText createdBy updatedBy updatedAt
  region { id } hauler { id } zones { id } sizes { name } wasteTypes { name } excludedRegions { id }`;
const PRICING = `id databaseId price cost extraDayPrice extraDayCost taxRate tonnage rank preferred
  new yardWaste yardWasteNote leed profitability badMargin soldQtyLast45 updatedAt
  zone { id } size { name } wasteType { name } brand { name } productLine { name }
  costStructure { name } serviceType { name } alerts { id }`;
const CONTRACT = `id databaseId deliveryType size { name } sameDayActive sameDayCutoffTime
  sameDayMustCall twoDayNoticeNotes saturdayCutoffDay mustCallAll noService noServiceReason
  windowActive windowDays daysOut updatedAt region { id }`;
const CURRENT = `id databaseId windowActive windowDays calculatedAt region { id }
  rows { databaseId deliveryType title size { name } mustCall noService sameDayActive
    sameDayCutoffTime saturdayCutoffDay nextAvailableService overridden
    deliveryDate { date availabilityType friendlyText } }`;

describe('reading the administration records', () => {
  it('a hauler with its locations, notes, alerts, regions, zones, pricing and availability', async () => {
    const list = await gql(`{ haulers(first: 3) { totalCount pageInfo { hasNextPage endCursor }
      nodes { id databaseId name } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data!.haulers.totalCount).toBeGreaterThan(3);
    expect(list.data!.haulers.nodes).toHaveLength(3);
    const id = list.data!.haulers.nodes[0].id;

    const body = await gql(
      `query ($id: ID!) { hauler(id: $id) {
        id databaseId name active type generalNotes haulerScore standardService saturdayService
        createdAt updatedAt createdBy updatedBy
        locations { id databaseId address city state zipCode phone latitude longitude hauler { id } }
        notes { id name description haulers { id } zones { id } rolloffPricing { id } }
        alerts { ${ALERT} }
        regions {
          id databaseId name netsuiteId phone territory streetAddress city state zipCode notes
          active portalActive dispatcherActive weWinWinter timezone lastSavedBy lastSavedAt
          newDeliveriesNoService currentServiceExceptions { mustCall noService windowActive daysOut }
          hauler { id }
          alerts { id }
          exceptions { ${EXCEPTION} }
          contractAvailability { ${CONTRACT} }
          currentAvailability { ${CURRENT} }
          zones {
            id databaseId name active color specialUse searchText netsuiteName permitInfo
            serviceAreaDefined aggregateRanking boundaries updatedAt
            hauler { id } region { id } market { id name } alerts { id }
            pricing { ${PRICING} }
          }
        }
      } }`,
      { id },
    );
    expect(body.errors).toBeUndefined();
    const hauler = body.data!.hauler;
    expect(hauler.id).toBe(id);
    expect(['inNetwork', 'outOfNetwork']).toContain(hauler.type);
    const region = hauler.regions[0];
    expect(region.hauler.id).toBe(id);
    expect(region.contractAvailability.length).toBeGreaterThanOrEqual(3);
    expect(region.contractAvailability.map((c: any) => c.deliveryType)).toEqual(
      expect.arrayContaining(['newDeliveries', 'emptyReturn', 'pickUp']),
    );
    const zone = region.zones[0];
    expect(zone.region.id).toBe(region.id);
    expect(zone.pricing.length).toBeGreaterThan(0);
    expect(zone.pricing[0].price).toMatch(/^\d+\.\d{2}$/);
  });

  it('the alert list, exception report, availability report, markets and geo notes page with totalCount', async () => {
    const body = await gql(`{
      alerts(first: 2, orderBy: id, direction: desc) { totalCount nodes { ${ALERT} } }
      bulk: exceptions(bulk: true, first: 2) { totalCount nodes { ${EXCEPTION} } }
      regional: exceptions(bulk: false, first: 2) { totalCount nodes { id bulk region { id } } }
      regionsAvailability(first: 2) { totalCount nodes { id name currentServiceExceptions { mustCall } } }
      markets(first: 2) { totalCount nodes { id databaseId name city state territory timezone ourPhone
        ourAddress altPhone altAddress note latitude longitude alerts { id } } }
      geoNotes(first: 2) { totalCount nodes { id databaseId name description active color } }
    }`);
    expect(body.errors).toBeUndefined();
    const d = body.data!;
    for (const k of ['alerts', 'bulk', 'regional', 'regionsAvailability', 'markets', 'geoNotes']) {
      expect(d[k].totalCount).toBeGreaterThan(0);
      expect(d[k].nodes.length).toBeGreaterThan(0);
    }
    expect(d.bulk.nodes.every((e: any) => e.bulk)).toBe(true);
    expect(d.regional.nodes.every((e: any) => !e.bulk && e.region)).toBe(true);
    expect(d.alerts.nodes[0].createdBy).toEqual(expect.any(String));
  });

  it('node(id:) loads every administration type by its global id', async () => {
    const ids = await gql(`{
      haulers(first: 1) { nodes { id locations { id } notes { id }
        regions { id contractAvailability { id } currentAvailability { id }
          zones { id pricing { id } } } } }
      alerts(first: 1) { nodes { id } }
      exceptions(first: 1) { nodes { id } }
      markets(first: 1) { nodes { id } }
      geoNotes(first: 1) { nodes { id } }
    }`);
    expect(ids.errors).toBeUndefined();
    const d = ids.data!;
    const hauler = d.haulers.nodes[0];
    const region = hauler.regions[0];
    const wanted: Record<string, string | undefined> = {
      Hauler: hauler.id,
      Location: hauler.locations[0]?.id,
      Note: hauler.notes[0]?.id,
      Region: region.id,
      ContractAvailability: region.contractAvailability[0].id,
      CurrentAvailability: region.currentAvailability?.id,
      Zone: region.zones[0].id,
      RolloffPricing: region.zones[0].pricing[0].id,
      Alert: d.alerts.nodes[0].id,
      Exception: d.exceptions.nodes[0].id,
      Market: d.markets.nodes[0].id,
      GeoNote: d.geoNotes.nodes[0].id,
    };
    const present = Object.entries(wanted).filter(([, v]) => v) as [string, string][];
    expect(present.map(([t]) => t)).toEqual(
      expect.arrayContaining([
        'Hauler',
        'Region',
        'Zone',
        'RolloffPricing',
        'ContractAvailability',
      ]),
    );
    const r = await gql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
      ids: present.map(([, v]) => v),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.nodes).toEqual(present.map(([t, id]) => ({ __typename: t, id })));
  });
});

describe('list filters and paging', () => {
  it('haulers: search, territory, active, order and the next page', async () => {
    const d = await gql(`{
      all: haulers(first: 100) { totalCount nodes { name active regions { territory } } }
      page1: haulers(first: 3, orderBy: name, direction: desc) { pageInfo { endCursor hasNextPage } nodes { name } }
      midwest: haulers(first: 100, territory: Midwest) { totalCount nodes { regions { territory } } }
      inactive: haulers(first: 100, active: false) { totalCount nodes { active } }
    }`);
    expect(d.errors).toBeUndefined();
    const all = d.data!.all.nodes as { name: string; active: boolean }[];
    const names = all.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const word = names[0]!.split(' ')[0]!.toLowerCase();
    const found = await gql(
      'query ($s: String) { haulers(first: 100, search: $s) { nodes { name } } }',
      {
        s: word,
      },
    );
    expect(found.data!.haulers.nodes.length).toBeGreaterThan(0);
    for (const n of found.data!.haulers.nodes) expect(n.name.toLowerCase()).toContain(word);
    for (const n of d.data!.midwest.nodes)
      expect(n.regions.map((r: { territory: string }) => r.territory)).toContain('Midwest');
    expect(d.data!.midwest.totalCount).toBeLessThan(d.data!.all.totalCount);
    for (const n of d.data!.inactive.nodes) expect(n.active).toBe(false);
    expect(d.data!.inactive.totalCount).toBe(all.filter((n) => !n.active).length);
    const page1 = d.data!.page1;
    const page2 = await gql(
      'query ($after: String) { haulers(first: 3, orderBy: name, direction: desc, after: $after) { nodes { name } } }',
      {
        after: page1.pageInfo.endCursor,
      },
    );
    const desc = [...names].sort((a, b) => b.localeCompare(a));
    expect(
      [...page1.nodes, ...page2.data!.haulers.nodes].map((n: { name: string }) => n.name),
    ).toEqual(desc.slice(0, 6));
  });

  it('alerts, exceptions and the availability report filter as asked', async () => {
    const d = await gql(`{
      alerts(first: 100, territory: West) { totalCount nodes { region { territory } } }
      closures: exceptions(first: 100, bulk: false, type: closure) { totalCount nodes { type bulk } }
      westEx: exceptions(first: 100, bulk: false, territory: West) { nodes { region { territory } } }
      noService: regionsAvailability(first: 100, noService: true) { totalCount nodes { currentServiceExceptions { noService } } }
      mustCall: regionsAvailability(first: 100, mustCall: true, territory: Southeast) { nodes { territory currentServiceExceptions { mustCall } } }
    }`);
    expect(d.errors).toBeUndefined();
    for (const a of d.data!.alerts.nodes) expect(a.region?.territory).toBe('West');
    for (const e of d.data!.closures.nodes) expect(e).toEqual({ type: 'closure', bulk: false });
    for (const e of d.data!.westEx.nodes) expect(e.region.territory).toBe('West');
    expect(d.data!.noService.totalCount).toBeGreaterThan(0);
    for (const r of d.data!.noService.nodes)
      expect(r.currentServiceExceptions.noService).toBe(true);
    for (const r of d.data!.mustCall.nodes) {
      expect(r.territory).toBe('Southeast');
      expect(r.currentServiceExceptions.mustCall).toBe(true);
    }
    const some = await gql('{ alerts(first: 1) { nodes { hauler { name } } } }');
    const haulerName = some.data!.alerts.nodes[0].hauler?.name as string | undefined;
    if (haulerName) {
      const byHauler = await gql(
        'query ($s: String) { alerts(first: 100, haulerSearch: $s) { totalCount nodes { haulers { name } hauler { name } } } }',
        {
          s: haulerName,
        },
      );
      expect(byHauler.data!.alerts.totalCount).toBeGreaterThan(0);
    }
  });
});

describe('search results link to the records', () => {
  const LINKS = `query ($placeId: ID!) { quote(placeId: $placeId) {
    zones { databaseId record { databaseId name }
      hauler { databaseId record { databaseId } } region { databaseId record { databaseId } } }
    products { databaseId record { databaseId zone { databaseId } } }
  } }`;
  const placeOf = async (as: string) => {
    const r = await gql(
      'query ($i: String!) { placeSuggestions(input: $i) { placeId } }',
      { i: '78701' },
      as,
    );
    return r.data!.placeSuggestions[0].placeId as string;
  };

  it('QuoteZone, QuoteHauler, QuoteRegion and QuoteProduct give their records to readers', async () => {
    const body = await gql(LINKS, { placeId: await placeOf(token) });
    expect(body.errors).toBeUndefined();
    const { zones, products } = body.data!.quote;
    expect(zones.length).toBeGreaterThan(0);
    for (const z of zones) {
      expect(z.record.databaseId).toBe(z.databaseId);
      expect(z.hauler.record.databaseId).toBe(z.hauler.databaseId);
      expect(z.region.record.databaseId).toBe(z.region.databaseId);
    }
    for (const p of products) expect(p.record.databaseId).toBe(p.databaseId);
  });

  it('staff without read:hauler get the search results but not the records', async () => {
    const staff = await h.api.token('staff@demo.local');
    const body = await gql(LINKS, { placeId: await placeOf(staff) }, staff);
    const zones = body.data!.quote.zones;
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.every((z: { record: unknown }) => z.record === null)).toBe(true);
    expect(body.errors!.length).toBeGreaterThan(0);
    expect(body.errors!.every((e) => e.extensions?.code === 'FORBIDDEN')).toBe(true);
  });
});

describe('every sort key of the lists is accepted by the main API', () => {
  it('haulers, alerts, exceptions, markets and geo notes in both directions', async () => {
    const enumValues = async (name: string) => {
      const r = await gql(`{ __type(name: "${name}") { enumValues { name } } }`);
      return (r.data!.__type.enumValues as { name: string }[]).map((v) => v.name);
    };
    for (const [field, type] of [
      ['haulers', 'HaulerOrderField'],
      ['alerts', 'AlertOrderField'],
      ['exceptions', 'ExceptionOrderField'],
      ['markets', 'MarketOrderField'],
      ['geoNotes', 'GeoNoteOrderField'],
    ] as const) {
      for (const orderBy of await enumValues(type)) {
        for (const direction of ['asc', 'desc']) {
          const r = await gql(
            `query ($o: ${type}, $d: SortDirection) { ${field}(first: 2, orderBy: $o, direction: $d) { totalCount } }`,
            { o: orderBy, d: direction },
          );
          expect({ field, orderBy, errors: r.errors }).toEqual({
            field,
            orderBy,
            errors: undefined,
          });
        }
      }
    }
  });
});
