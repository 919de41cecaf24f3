import { pgliteDatabase } from './support/databases';
import { defineWebhooksSuite } from './webhooks-suite';

defineWebhooksSuite('PGlite (embedded)', async () => pgliteDatabase());
