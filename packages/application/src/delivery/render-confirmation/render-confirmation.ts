import 'reflect-metadata';
import { inject, injectable } from 'inversify';
import { DeliveryPorts } from '../delivery.ports';
import { documentLanguage, type Language } from '@tripx/domain';
import { Effect } from 'effect';
import type { DeliveryDeps } from '../delivery.deps';
import { deliveryFailure, type DeliveryFailure, type DeliveryStoreUnavailable } from '../delivery.errors';
import { readConfirmation } from '../read-confirmation/read-confirmation';
import { confirmationFilename } from '../deliver-due/compose-message';

export interface RenderedConfirmation {
  readonly bytes: Uint8Array;
  readonly language: Language;
  readonly filename: string;
}

/**
 * The confirmation PDF: in the language asked, or in
 * the policy's document language (Bill 96) when none is asked.
 */
export const renderConfirmation = (
  deps: Pick<DeliveryDeps, 'views' | 'document'>,
  input: { readonly policyNumber: string; readonly lang?: Language },
): Effect.Effect<RenderedConfirmation, DeliveryFailure | DeliveryStoreUnavailable> =>
  readConfirmation(deps, input.policyNumber).pipe(
    Effect.flatMap((view) => {
      const language =
        input.lang ??
        documentLanguage({
          language: view.policyLanguage,
          provinceOfResidence: view.provinceOfResidence,
          bill96Consent: view.bill96Consent,
        });
      return Effect.tryPromise({
        try: () => deps.document.render(view, language),
        catch: (cause) => deliveryFailure('deliveryRenderFailed', cause),
      }).pipe(
        Effect.map((bytes) => ({ bytes, language, filename: confirmationFilename(input.policyNumber) })),
      );
    }),
  );

/** The confirmation PDF, as the container gives it. */
@injectable()
export class RenderConfirmationUseCase {
  constructor(@inject(DeliveryPorts) private readonly deps: DeliveryPorts) {}

  execute(input: {
    readonly policyNumber: string;
    readonly lang?: Language;
  }): Effect.Effect<RenderedConfirmation, DeliveryFailure | DeliveryStoreUnavailable> {
    return renderConfirmation(this.deps, input);
  }
}
