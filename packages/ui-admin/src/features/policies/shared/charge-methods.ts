import { ENDORSEMENT_CHARGE_METHODS } from '@tripx/domain';

/**
 * The charge methods these screens offer: a new card needs the card frame, which the staff app does
 * not embed yet, so the card on file, cash and paid-to-agency are offered.
 */
export const offeredChargeMethods = (methods: readonly string[] = ENDORSEMENT_CHARGE_METHODS): string[] =>
  methods.filter((m) => m !== 'CREDIT_CARD');
