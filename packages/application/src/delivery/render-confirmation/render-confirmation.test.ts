import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { aConfirmationView } from '../test-support/confirmation-view.builder';
import { deliveryFakes } from '../test-support/delivery.fakes';
import { renderConfirmation } from './render-confirmation';

const views = {
  QC: aConfirmationView({ policyLanguage: 'en', bill96Consent: null }),
  QC_EN: aConfirmationView({ policyLanguage: 'en', bill96Consent: true }),
  ON: aConfirmationView({ policyLanguage: 'en', provinceOfResidence: 'ON' }),
};

describe('renderConfirmation (the PDF download)', () => {
  it('uses the document language of the policy when no language is asked', async () => {
    const { deps } = deliveryFakes({ views });
    const render = (policyNumber: keyof typeof views) =>
      Effect.runPromise(renderConfirmation(deps, { policyNumber })).then((r) => r.language);
    expect([await render('QC'), await render('QC_EN'), await render('ON')]).toEqual(['fr', 'en', 'en']);
  });

  it('renders the language asked in the lang header, with a file name', async () => {
    const { deps } = deliveryFakes({ views });
    const pdf = await Effect.runPromise(renderConfirmation(deps, { policyNumber: 'ON', lang: 'fr' }));
    expect(pdf.language).toBe('fr');
    expect(pdf.filename).toBe('confirmation-ON.pdf');
    expect(new TextDecoder().decode(pdf.bytes)).toBe('%PDF G-2025-000871 fr');
  });

  it('deliveryPolicyNotFound for an unknown number', async () => {
    const { deps } = deliveryFakes({ views });
    const failure = await Effect.runPromise(Effect.flip(renderConfirmation(deps, { policyNumber: 'X' })));
    expect(failure).toMatchObject({ code: 'deliveryPolicyNotFound', detail: 'X' });
  });
});
