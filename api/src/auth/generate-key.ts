// `npm run keys:generate [kid]`: prints a new signing key as the JSON array AUTH_SIGNING_KEYS
// takes (docs/deploying.md#signing-keys). To rotate, put the new key first and keep the old one
// after it until the tokens it signed have expired (12 hours).
import { generateSigningJwk } from './tokens.ts';

console.log(JSON.stringify([await generateSigningJwk(process.argv[2])]));
