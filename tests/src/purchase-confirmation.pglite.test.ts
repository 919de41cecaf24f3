import { definePurchaseConfirmationSuite } from './purchase-confirmation-suite';
import { pgliteDatabase } from './support/databases';

definePurchaseConfirmationSuite('PGlite (embedded)', async () => pgliteDatabase());
