import type {
  AlreadyPurchasedAnswer,
  PurchaseAnswers,
  PurchaseFailure,
  PurchaseReceipt,
  PurchaseResponse,
  PurchaseResult,
} from '@tripx/application';
import { Either } from 'effect';
import { failureAnswer } from './answer-effect';
import { PURCHASE_STATUSES } from './purchase.statuses';

/** An answer as POST /api/policies gave it: what the buyer's key keeps and a replay gives again. */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Where the buyer (or staff) fetches a policy's confirmation. */
export const confirmationPdfPath = (policyNumber: string): string =>
  `/api/policies/${policyNumber}/confirmation/pdf`;

/** The 201 body: the receipt with each policy's confirmation path. */
export const purchaseResponse = (receipt: PurchaseReceipt): PurchaseResponse => ({
  ...receipt,
  policies: receipt.policies.map((p) => ({ ...p, confirmationPdfPath: confirmationPdfPath(p.policyNumber) })),
});

/** A failure's status and body; alreadyPurchased also lists the policies issued, with their paths. */
export const purchaseFailureAnswer = (failure: PurchaseFailure): HttpAnswer => {
  const { status, body } = failureAnswer(failure, PURCHASE_STATUSES);
  if (failure._tag !== 'AlreadyPurchased') return { status, body };
  const issued: AlreadyPurchasedAnswer = {
    policies: failure.policyNumbers.map((policyNumber) => ({
      policyNumber,
      confirmationPdfPath: confirmationPdfPath(policyNumber),
    })),
  };
  return { status, body: { ...body, ...issued } };
};

/** How a purchase's answer is kept under the buyer's key (bound as PURCHASE_TOKENS.Answers). */
export const httpPurchaseAnswers: PurchaseAnswers<HttpAnswer> = {
  purchased: (receipt) => ({ status: 201, body: purchaseResponse(receipt) }),
  refused: purchaseFailureAnswer,
};

/**
 * What a purchase answers: the policies issued (201), its refusal, or — on a replay — the answer
 * the key kept, as it was.
 */
export const purchaseAnswerOf = (
  result: Either.Either<PurchaseResult<HttpAnswer>, PurchaseFailure>,
): { readonly answer: HttpAnswer; readonly replayed: boolean } =>
  Either.isLeft(result)
    ? { answer: purchaseFailureAnswer(result.left), replayed: false }
    : result.right.kind === 'replayed'
      ? { answer: result.right.answer, replayed: true }
      : { answer: httpPurchaseAnswers.purchased(result.right.receipt), replayed: false };
