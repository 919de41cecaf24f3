import { defineReferredSalesSuite } from './referred-sales-suite';
import { pgliteDatabase } from './support/databases';

defineReferredSalesSuite('PGlite (embedded)', async () => pgliteDatabase());
