import { defineQuoteProgressSuite } from './quote-progress-suite';
import { pgliteDatabase } from './support/databases';

defineQuoteProgressSuite('PGlite (embedded)', async () => pgliteDatabase());
