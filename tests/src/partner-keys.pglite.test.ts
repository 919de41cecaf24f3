import { definePartnerKeysSuite } from './partner-keys-suite';
import { pgliteDatabase } from './support/databases';

definePartnerKeysSuite('PGlite (embedded)', async () => pgliteDatabase());
