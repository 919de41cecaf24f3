import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDestination } from '../test-support/quote-form';
import { addDestination, removeDestination, type DestinationList } from './destination-list';

describe('destination list (spec 5.5)', () => {
  it('adds a new destination at the end', () => {
    const result = addDestination([aDestination()], aDestination({ id: 'CDG', iata: 'CDG', country: 'FR' }));
    expect(result.ok && result.value.map((d) => d.id)).toEqual(['LHR', 'CDG']);
  });

  it('duplicateDestination for a location already in the list, whatever the case of its id', () => {
    expect(addDestination([aDestination()], aDestination({ id: 'lhr ' }))).toEqual({
      ok: false,
      errors: [{ field: 'destination', code: 'duplicateDestination' }],
    });
  });

  it('removes by id', () => {
    expect(removeDestination([aDestination(), aDestination({ id: 'CDG' })], 'LHR').map((d) => d.id)).toEqual([
      'CDG',
    ]);
  });

  it('property: no sequence of adds and removes ever holds the same location twice', () => {
    const arbId = fc.constantFrom('LHR', 'lhr', 'CDG', 'YUL', 'NRT', ' NRT');
    const arbStep = fc.tuple(fc.boolean(), arbId);
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 30 }), (steps) => {
        const list = steps.reduce<DestinationList>((acc, [add, id]) => {
          if (!add) return removeDestination(acc, id);
          const r = addDestination(acc, aDestination({ id }));
          return r.ok ? r.value : acc;
        }, []);
        const keys = list.map((d) => d.id.trim().toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
