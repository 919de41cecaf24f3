import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePolicyService, refused } from '../test-support/fake-policy-service';
import { renderAt } from '../test-support/render-screen';

const dependent = (i: number) => ({
  path: `changes.dependents.${i}.dateOfBirth`,
  code: 'dateOfBirthRequired',
});

/** Spec 8's re-quote message, as the edit tab shows it after a refused re-quote, in each language. */
const CASES = {
  en: {
    button: 'Re-quote',
    oneError: "Enter the dependent's date of birth.",
    codeOnly: 'A value is not valid.',
    general: 'These changes could not be re-quoted. Try again, or contact the help desk if it fails again.',
  },
  fr: {
    button: 'Recalculer la prime',
    oneError: 'Entrez la date de naissance de la personne à charge.',
    codeOnly: 'Une valeur n’est pas valide.',
    general:
      'La prime de ces modifications n’a pas pu être recalculée. Réessayez, ou communiquez avec le centre d’assistance si l’échec se répète.',
  },
} as const;

const reQuoteRefused = async (lang: 'en' | 'fr', answer: ReturnType<typeof refused>) => {
  await renderAt(
    '/policy/endorsement/TX1/edit',
    'Staff_Admin',
    fakePolicyService({ reQuote: async () => answer }),
    lang,
  );
  await userEvent.click(await screen.findByRole('button', { name: CASES[lang].button }));
  return (await screen.findByRole('alert')).textContent;
};

// A ceiling, not a timing: the first test imports the policy screens' module, slow on a loaded machine.
describe('the re-quote’s error message (spec 8)', { timeout: 30_000 }, () => {
  it.each(['en', 'fr'] as const)('exactly one error listed: that error (%s)', async (lang) => {
    expect(await reQuoteRefused(lang, refused('invalidValue', [dependent(0)]))).toBe(CASES[lang].oneError);
  });
  it.each(['en', 'fr'] as const)('several errors listed: the answer’s error (%s)', async (lang) => {
    expect(await reQuoteRefused(lang, refused('invalidValue', [dependent(0), dependent(1)]))).toBe(
      CASES[lang].codeOnly,
    );
  });
  it.each(['en', 'fr'] as const)('an error without a label: the general message (%s)', async (lang) => {
    expect(await reQuoteRefused(lang, refused('tooManyRequests'))).toBe(CASES[lang].general);
  });
});
