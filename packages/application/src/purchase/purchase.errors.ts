import type { OrganizationMismatch } from '../session/session-organization';

/** A purchase refused before anything is written; the HTTP edge chooses its status. */
export type PurchaseRefusal = OrganizationMismatch;
