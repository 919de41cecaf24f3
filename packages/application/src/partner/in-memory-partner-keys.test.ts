import { describe } from 'vitest';
import { InMemoryPartnerKeys } from './test-support/in-memory-partner-keys';
import { partnerKeysContract } from './test-support/partner-keys.contract';

describe('in-memory partner keys', () => partnerKeysContract(async () => new InMemoryPartnerKeys()));
