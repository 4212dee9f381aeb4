// Mock data of the component tests (MockPayloadGenerator resolvers take these as field values;
// fields a test leaves out get generated values).

/** One delivery type's availability of a quote product. */
export function availability(over: Record<string, unknown> = {}) {
  return {
    deliveryType: 'newDeliveries',
    deliveryTypeLabel: 'New Deliveries',
    sizeName: null,
    noServiceReason: null,
    windowActive: false,
    windowDays: null,
    sameDayCutoff: '10:00 AM',
    nextDayCutoff: '3:00 PM',
    saturdayActive: false,
    saturdayCutoff: null,
    sundayActive: false,
    sundayCutoff: null,
    nextAvailableService: null,
    deliveryDate: { friendlyText: 'Today', availabilityType: 'sameDay' },
    reasons: [],
    ...over,
  };
}

/** A product of the quote results as an internal user sees it (business figures included). */
export function quoteProduct(over: Record<string, unknown> = {}) {
  return {
    id: 'QuoteProduct:101',
    databaseId: 101,
    price: '450.00',
    cost: '300.00',
    profitability: '150.00',
    badMargin: false,
    tax: '36.00',
    taxRate: '8',
    taxBase: null,
    overagePrice: '85.00',
    extensionPrice: '10.00',
    soldQtyLast45: 12,
    tonnage: 2,
    tonnageLabel: '2 tons',
    netsuiteItemName: 'RO-20-MSW',
    preferred: false,
    preferredRank: null,
    rank: 1,
    makoPreferred: false,
    noService: false,
    mustCall: false,
    availableOn: ['today'],
    productNotes: null,
    permitNotes: null,
    customerPriceKey: 'cpk-101',
    size: { databaseId: 20, name: '20 yd' },
    wasteType: { databaseId: 1, name: 'MSW' },
    costStructure: null,
    hauler: { databaseId: 7, name: 'Acme Hauling', type: 'inNetwork' },
    region: { name: 'North Shore', phone: '555-0100' },
    zone: { databaseId: 3, name: 'Zone A', aggregateRanking: 1 },
    fillSummary: { takes: [], refuses: [], notes: [] },
    exceptions: [],
    alerts: [],
    notes: [],
    availability: [availability()],
    availabilitySummary: availability(),
    pricing: null,
    ...over,
  };
}
