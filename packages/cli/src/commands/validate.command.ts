import { buildQuoteRequest, JsonObject } from '@tripx/application';
import {
  calendarDateAt,
  effectiveQuoteForm,
  parseCalendarDate,
  quoteFormErrors,
  readQuoteForm,
  trimNames,
} from '@tripx/domain';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type ExitCode } from '../cli-error';
import { readDecodedInput } from '../cli-input';
import { label } from '../labels';
import type { ParsedArgs } from '../parse-args';

/**
 * `tripx validate <file|->`: a quote form (spec 3 "Quote form") checked by the function the quote
 * form of both apps calls (spec 5.1, the server's sale rules among them). The form is an object, as
 * POST /sync-quote decodes it; its fields are then read one by one, as the apps read a stored form.
 * A valid form is answered with the quote request it becomes (buildQuoteRequest, as the apps send it).
 */
export const validate = async (file: string, args: ParsedArgs, io: CliIo): Promise<ExitCode> => {
  const input = await readDecodedInput(io, file, args.lang, JsonObject);
  if (!input.ok) return input.exit;
  const form = readQuoteForm(input.body);
  const today = calendarDateAt(io.now());
  // Staff may quote on another application date (spec 6); everyone else quotes on today.
  const applicationDate = parseCalendarDate(form.applicationDate) ?? today;
  const errors = quoteFormErrors(form, { today, applicationDate });
  if (errors.length > 0) {
    io.out(
      errorBody(
        args.lang,
        'invalidRequest',
        errors.map((e) => ({ path: e.field, code: e.code })),
      ),
    );
    return EXIT.invalidInput;
  }
  // The request this form becomes, without plans: `tripx eligibility` takes it as it is.
  const request = buildQuoteRequest(effectiveQuoteForm(trimNames(form), today), {
    lang: args.lang,
    today: applicationDate,
    plansFor: () => [],
  });
  const withDate = request && applicationDate !== today ? { ...request, applicationDate } : request;
  io.out(
    JSON.stringify({ valid: true, message: label(args.lang, 'quoteFormValid'), request: withDate }, null, 2),
  );
  return EXIT.ok;
};
