import type { SellingLicenceCode } from '@tripx/domain';
import { Data } from 'effect';
import type { FieldProblem } from '../contracts/api-error.contract';

/** An agent who may not sell in the trip's province today (quote and purchase). */
export class LicenceRefused extends Data.TaggedError('LicenceRefused')<{
  readonly code: SellingLicenceCode;
  readonly message: string;
  readonly fields: readonly FieldProblem[];
}> {}
