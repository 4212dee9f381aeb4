// The market model: a city's area, phones, addresses and time zone.
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { isTimeZone } from '../helpers.ts';
import { type ResourceDef } from '../records.ts';
import { phoneRule, withBounds } from './common.ts';

export const market: ResourceDef = {
  key: 'market',
  title: 'Market',
  table: t.markets,
  fields: f.marketFields,
  ignore: f.marketIgnored,
  createRequired: ['city', 'state'],
  updateRequired: ['name'],
  dropNulls: true,
  validate(merged) {
    const out = phoneRule(merged, ['our_phone', 'alt_phone']);
    if (typeof merged.timezone === 'string' && merged.timezone && !isTimeZone(merged.timezone)) {
      out.timezone = 'Unknown time zone';
    }
    return out;
  },
  prepare(values, ctx) {
    // The name is the city plus the state abbreviation in parentheses, e.g. 'Austin (TX)'.
    const city = values.city ?? ctx.existing?.city;
    const state = values.state ?? ctx.existing?.state;
    if (!values.name && city && state && (ctx.mode === 'create' || values.city || values.state)) {
      values.name = `${city} (${state})`;
    }
    withBounds(values);
  },
};
