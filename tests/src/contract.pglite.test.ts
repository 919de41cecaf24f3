import { defineContractSuite } from './contract-suite';
import { pgliteDatabase } from './support/databases';

defineContractSuite('PGlite (embedded)', async () => pgliteDatabase());
