import { defineAgentBookingSuite } from './agent-booking-suite';
import { pgliteDatabase } from './support/databases';

defineAgentBookingSuite('PGlite (embedded)', async () => pgliteDatabase());
