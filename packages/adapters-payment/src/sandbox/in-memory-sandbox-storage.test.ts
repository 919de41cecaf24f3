import { describeSandboxStorageContract } from '../test-support/sandbox-storage.contract';
import { InMemorySandboxStorage } from './in-memory-sandbox-storage';

describeSandboxStorageContract('in memory', async () => new InMemorySandboxStorage());
