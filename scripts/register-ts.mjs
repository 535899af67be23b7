// `node --import ./scripts/register-ts.mjs script.ts` runs a TypeScript script (tsx's loader):
// used by `npm run schema`. Scripts import src/ with .js specifiers, which tsx maps to .ts.
import { register } from 'tsx/esm/api';

register();
