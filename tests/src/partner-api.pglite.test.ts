import { definePartnerApiSuite } from './partner-api-suite';
import { pgliteDatabase } from './support/databases';

definePartnerApiSuite('PGlite (embedded)', async () => pgliteDatabase());
