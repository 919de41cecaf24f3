import type { PurchasedPolicy, PurchaseResponse } from '../contracts/purchase-response.contract';

/** One traveller's policy as the purchase issued it; the edge adds where its documents are served. */
export type PurchasedPolicyReceipt = Omit<PurchasedPolicy, 'confirmationPdfPath'>;

/** What a successful purchase issued: the API's answer (PurchaseResponse) but for the document paths. */
export type PurchaseReceipt = Omit<PurchaseResponse, 'policies'> & {
  readonly policies: readonly PurchasedPolicyReceipt[];
};
