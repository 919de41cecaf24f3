import type { FieldProblem, PurchaseRequestBody } from '@tripx/application';
import { INPUT_CODES, isOneOf } from '@tripx/domain';
import type { FlowNamespace as Namespace } from '../platform/flow-namespaces';
import { flowErrorNs } from './payment-errors';

/** A refused field of the purchase, named as the step that asks it names it. */
export interface RefusedField {
  readonly step: 'payment' | 'travellerDetails' | 'other';
  readonly field: string;
  readonly code: string;
  readonly ns: Namespace;
}

const HOLDER = /^paxes\.(\d+)\.payment\.details\.cardHolderName$/;
const MEMBER = /^(paxes|dependents)\.(\d+)\.(firstName|lastName|dateOfBirth)$/;
const CONTACT = /^contact\.(?:address\.)?(email|phone|addressLine1|addressLine2|city|postalCode)$/;

type Body = Pick<PurchaseRequestBody, 'paxes' | 'dependents'>;

const fieldOf = (
  path: string,
  body: Body | undefined,
  individual: boolean,
): Omit<RefusedField, 'code' | 'ns'> => {
  const holder = HOLDER.exec(path);
  if (holder) {
    const ref = body?.paxes[Number(holder[1])]?.referenceNumber;
    const field = individual && ref !== undefined ? `travellers.${ref}.cardHolderName` : 'cardHolderName';
    return { step: 'payment', field };
  }
  const member = MEMBER.exec(path);
  if (member) {
    const [, list, i, name] = member;
    const ref = (list === 'paxes' ? body?.paxes : body?.dependents)?.[Number(i)]?.referenceNumber;
    if (ref !== undefined) return { step: 'travellerDetails', field: `${ref}.${name}` };
  }
  // The purchase's contact is the primary traveller's (traveller 1 of the details form).
  const contact = CONTACT.exec(path);
  if (contact) return { step: 'travellerDetails', field: `1.${contact[1]}` };
  if (path === 'bill96Consent') return { step: 'travellerDetails', field: path };
  return { step: 'other', field: path };
};

/**
 * The purchase's field errors on the fields that ask them: a card holder name refused by the server
 * lands on that card holder field (`cardHolderName`, or `travellers.<paxId>.cardHolderName` with one
 * card per traveller), never on the card; a traveller's name, date of birth or the contact on the
 * traveller details field; anything else keeps the API's path. Each keeps the label of its own code.
 */
export const purchaseFieldErrors = (
  fields: readonly FieldProblem[],
  body: Body | undefined,
  individualPayment: boolean,
): RefusedField[] =>
  fields.map(({ path, code }) => ({
    ...fieldOf(path, body, individualPayment),
    code,
    ns: isOneOf(INPUT_CODES, code) ? 'errors.inputs' : flowErrorNs(code),
  }));
