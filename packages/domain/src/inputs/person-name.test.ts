import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardHolderNameErrors } from './card-holder-name';
import { isPersonName, personNameErrors } from './person-name';

const letter = fc.constantFrom(
  ...'abcxyzABCXYZéèçàÉÈÇÀôöüßøåñłŁžšğıİÆœ',
  'ł',
  '李',
  'Ж',
  'ж',
  'α',
  'ש',
  'ع',
  'ấ',
);
const arbWord = fc.array(letter, { minLength: 1, maxLength: 12 }).map((l) => l.join(''));
const arbSep = fc.constantFrom(' ', '-', "'", '’', "d'", ' de ', '-');
/** Names as people write them: words joined by spaces, hyphens and either apostrophe. */
const arbName = fc
  .tuple(arbWord, fc.array(fc.tuple(arbSep, arbWord), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([s, w]) => s + w).join(''))
  .filter((n) => [...n].length <= 100);

describe('person names (spec 5.6: 100 characters; letters, apostrophes, hyphens, spaces)', () => {
  it('accepts names as people write them', () => {
    for (const n of [
      'O’Brien',
      "O'Brien",
      'Jean-Luc',
      'Mary Ann',
      'Nguyễn',
      'Łukasz',
      'Zoë',
      '李',
      'D’Arcy-Smith',
    ])
      expect(personNameErrors('firstName', n, 'travellerNamesRequired'), n).toEqual([]);
  });

  it('pins every code: required, maxLength, nameInvalid', () => {
    expect(personNameErrors('firstName', '  ', 'req')).toEqual([{ field: 'firstName', code: 'req' }]);
    expect(personNameErrors('firstName', 'a'.repeat(101), 'req')).toEqual([
      { field: 'firstName', code: 'maxLength', params: { max: 100 } },
    ]);
    for (const n of ['R2D2', 'Smith.', '-Ann', 'Ann-', 'a@b', "'", 'Jo;hn'])
      expect(personNameErrors('lastName', n, 'req'), n).toEqual([{ field: 'lastName', code: 'nameInvalid' }]);
  });

  it('property: every name people write up to 100 characters is accepted, padded or not', () => {
    fc.assert(
      fc.property(arbName, fc.constantFrom('', ' ', '  '), (name, pad) => {
        expect(personNameErrors('lastName', `${pad}${name}${pad}`, 'req')).toEqual([]);
      }),
    );
  });

  it('property: longer than 100 characters is maxLength, whatever the letters (counted as code points)', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 101, maxLength: 140 }), (l) => {
        expect(personNameErrors('firstName', l.join(''), 'req').map((e) => e.code)).toEqual(['maxLength']);
      }),
    );
  });

  it('property: a digit or other sign anywhere is nameInvalid', () => {
    fc.assert(
      fc.property(arbName, fc.nat(), fc.constantFrom(...'0123456789.,;:!?@#/_()'), (name, at, sign) => {
        const i = at % ([...name].length + 1);
        const chars = [...name];
        const bad = [...chars.slice(0, i), sign, ...chars.slice(i)].join('');
        expect(isPersonName(bad)).toBe(false);
      }),
    );
  });

  it('property: the card-holder name follows the same rule, on its own field', () => {
    fc.assert(
      fc.property(fc.oneof(arbName, fc.string({ maxLength: 120 })), (name) => {
        const own = personNameErrors('cardHolderName', name, 'cardHolderNameRequired');
        expect(
          cardHolderNameErrors({ individualPayment: false, cardHolderName: name, travellers: [] }),
        ).toEqual(own);
      }),
    );
  });
});
