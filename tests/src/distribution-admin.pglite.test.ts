import { defineDistributionAdminSuite } from './distribution-admin-suite';
import { pgliteDatabase } from './support/databases';

defineDistributionAdminSuite('PGlite (embedded)', async () => pgliteDatabase());
