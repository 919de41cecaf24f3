import { definePolicyMaintenanceSuite } from './policy-maintenance-suite';
import { pgliteDatabase } from './support/databases';

definePolicyMaintenanceSuite('PGlite (embedded)', async () => pgliteDatabase());
