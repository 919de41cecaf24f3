import { describeSandboxStorageContract } from '@tripx/application/test-support';
import { InMemorySandboxStorage } from './in-memory-sandbox-storage';

describeSandboxStorageContract('in memory', async () => new InMemorySandboxStorage());
