import type { Domain } from '../../types.ts';

const domain: Domain = { resolvers: {} };
export default domain;
