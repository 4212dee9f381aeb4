import type { Domain } from '../../types.ts';
import { Money } from './Money.ts';

const domain: Domain = { resolvers: { Money } };
export default domain;
