import {
  BooleanLike,
  CalendarDateCodec,
  CentsCodec,
  policyCatalogue,
  type RateCataloguePort,
} from '@tripx/application';
import { calendarDateAt, cancellationRefund } from '@tripx/domain';
import { Effect } from 'effect';
import * as t from 'io-ts';
import type { CliIo } from '../cli-io';
import type { ExitCode } from '../cli-error';
import { readDecodedInput } from '../cli-input';
import type { ParsedArgs } from '../parse-args';
import { answerUseCase } from './answer-use-case';

/** A traveller policy as far as its cancellation goes; no HTTP route takes this shape (a policy number does). */
export const RefundRequestCodec = t.intersection([
  t.type({ premiumPaidCents: CentsCodec, effectiveDate: CalendarDateCodec, endDate: CalendarDateCodec }),
  t.partial({ cancellationDate: CalendarDateCodec, hasClaim: BooleanLike, ratesVersion: CalendarDateCodec }),
]);

/** The API paths of the refund rule's fields. */
const PATH_OF: Readonly<Record<string, string>> = {
  premiumPaid: 'premiumPaidCents',
  rule: 'ratesVersion',
  // Once decoded, the only date it can refuse is an end before the effective date.
  cancellationDate: 'endDate',
};

/**
 * `tripx refund <file|->`: the refund on cancelling a traveller policy, by the rule of the rate version
 * it was sold on (policy administration's `cancellationRule`) and the domain's `cancellationRefund`,
 * the function the cancellation and its preview call.
 */
export const refund = async (
  file: string,
  args: ParsedArgs,
  io: CliIo,
  catalogue: RateCataloguePort,
): Promise<ExitCode> => {
  const input = await readDecodedInput(io, file, args.lang, RefundRequestCodec);
  if (!input.ok) return input.exit;
  const r = input.body;
  const today = calendarDateAt(io.now());
  const invalid = (fields: { path: string; code: string }[]) =>
    Effect.fail({ _tag: 'InvalidRequest', code: 'invalidRequest', fields });
  const answer = Effect.flatMap(catalogue.load(), (loaded) => {
    const policies = policyCatalogue(loaded);
    const ratesVersion = r.ratesVersion ?? policies.versionAt(today);
    const rule = ratesVersion === undefined ? undefined : policies.cancellationRule(ratesVersion);
    if (!rule || ratesVersion === undefined)
      return invalid([{ path: 'ratesVersion', code: 'cancellationRuleMissing' }]);
    const cancellationDate = r.cancellationDate ?? today;
    const result = cancellationRefund(
      {
        premiumPaid: r.premiumPaidCents,
        effectiveDate: r.effectiveDate,
        endDate: r.endDate,
        cancellationDate,
        hasClaim: r.hasClaim ?? false,
      },
      rule,
    );
    if (!result.ok)
      return invalid(result.errors.map((e) => ({ path: PATH_OF[e.field] ?? e.field, code: e.code })));
    const { refund: refundCents, ...rest } = result.value;
    return Effect.succeed({
      ratesVersion: rule.version,
      premiumPaidCents: r.premiumPaidCents,
      cancellationDate,
      refundCents,
      ...rest,
    });
  });
  return answerUseCase(io, args.lang, answer);
};
