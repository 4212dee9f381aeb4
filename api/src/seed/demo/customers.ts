// The demo NetSuite customers and their sites, spread over the markets.
import * as t from '../../db/schema.ts';
import { randomZip } from '../geo.ts';
import { COMPANY, HAULER_PREFIX } from './constants.ts';
import type { Row, SeedContext } from './context.ts';
import type { Places } from './network.ts';

export async function seedCustomers({ put, rng, volume }: SeedContext, { geo }: Places) {
  // NetSuite customers and their sites.
  const custRows: Row[] = [];
  for (let i = 0; i < 40 * volume; i++) {
    const name = `${rng.pick(HAULER_PREFIX)} ${rng.pick(COMPANY)}${i >= HAULER_PREFIX.length ? ` ${i}` : ''}`;
    custRows.push({
      internal_id: String(500000 + i),
      name,
      searchable_name: `${500000 + i} ${name}`,
      is_active: rng.chance(0.9),
      email: `ap${i}@customer${i}.example`,
      phone: `555555${String(1000 + i).slice(-4)}`,
    });
  }
  const custIds = await put('netsuite_customers', t.netsuiteCustomers, custRows);
  const siteRows: Row[] = [];
  custIds.forEach((cid, i) => {
    const { zips } = geo[i % geo.length];
    for (let k = 0; k < 2 + (i % 2); k++) {
      const z = randomZip(rng, zips);
      const street = `${rng.int(100, 9999)} ${rng.pick(['Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Washington', 'Lincoln'])} ${rng.pick(['St', 'Ave', 'Blvd'])}`;
      siteRows.push({
        internal_id: String(700000 + siteRows.length),
        customer_id: cid,
        formatted_address: `${street}, ${z.city}, ${z.state} ${z.zip}, USA`,
        address: street,
        city: z.city,
        state: z.state,
        zip_code: z.zip,
        latitude: z.lat,
        longitude: z.lng,
      });
    }
  });
  await put('netsuite_sites', t.netsuiteSites, siteRows);
}
