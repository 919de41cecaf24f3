import { defineDistributionSelfSuite } from './distribution-self-suite';
import { pgliteDatabase } from './support/databases';

defineDistributionSelfSuite('PGlite (embedded)', async () => pgliteDatabase());
