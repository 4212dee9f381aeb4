// The nine generic models of docs/decisions.md#records-and-fields (alert, hauler, market, size, note, service-area,
// waste-type, rolloff-pricing, geo-note): tables, rules and related data.
// One file per model under models/; this index is what the routes import (`import * as m`).
export { alert, alertVirtual } from './models/alert.ts';
export { geoNote } from './models/geoNote.ts';
export { hauler } from './models/hauler.ts';
export { size, wasteType } from './models/lookups.ts';
export { market } from './models/market.ts';
export { note } from './models/note.ts';
export { expandPricing, rolloffPricing } from './models/pricing.ts';
export { expandZones, serviceArea } from './models/serviceArea.ts';
