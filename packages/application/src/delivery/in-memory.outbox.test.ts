import { describe } from 'vitest';
import { InMemoryOutbox } from './in-memory.outbox';
import { outboxContract } from './test-support/outbox.contract';

describe('InMemoryOutbox', () => {
  outboxContract(async () => new InMemoryOutbox());
});
