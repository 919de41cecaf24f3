import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchIndex, moveIndex } from './listbox-navigation';

const opts = (...labels: string[]) => labels.map((label) => ({ label, disabled: label.startsWith('-') }));

describe('listbox navigation', () => {
  const list = opts('Alberta', '-Blocked', 'Manitoba', 'Ontario', 'Québec');

  it('moves down and up, skipping disabled options and stopping at the ends', () => {
    expect(moveIndex(-1, 'ArrowDown', list)).toBe(0);
    expect(moveIndex(0, 'ArrowDown', list)).toBe(2);
    expect(moveIndex(2, 'ArrowUp', list)).toBe(0);
    expect(moveIndex(0, 'ArrowUp', list)).toBe(0);
    expect(moveIndex(4, 'ArrowDown', list)).toBe(4);
    expect(moveIndex(-1, 'ArrowUp', list)).toBe(4);
  });

  it('jumps with Home, End and the page keys', () => {
    const long = opts(...Array.from({ length: 25 }, (_, i) => `Item ${i}`));
    expect(moveIndex(3, 'Home', long)).toBe(0);
    expect(moveIndex(3, 'End', long)).toBe(24);
    expect(moveIndex(3, 'PageDown', long)).toBe(13);
    expect(moveIndex(20, 'PageDown', long)).toBe(24);
    expect(moveIndex(13, 'PageUp', long)).toBe(3);
    expect(moveIndex(5, 'PageUp', long)).toBe(0);
  });

  it('is undefined for keys that do not move', () => {
    expect(moveIndex(0, 'Enter', list)).toBeUndefined();
  });

  it('finds the next label by its first letters, ignoring accents and case', () => {
    expect(matchIndex(-1, 'm', list)).toBe(2);
    expect(matchIndex(-1, 'que', list)).toBe(4);
    expect(matchIndex(4, 'a', list)).toBe(0);
    expect(matchIndex(0, 'b', list)).toBeUndefined();
  });

  const arbList = fc.array(fc.record({ label: fc.string(), disabled: fc.boolean() }), { maxLength: 30 });
  const arbKey = fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp');

  it('property: a move lands on an enabled option, or stays where it was', () => {
    fc.assert(
      fc.property(arbList, arbKey, fc.integer({ min: -1, max: 40 }), (options, key, start) => {
        const current = Math.min(start, options.length - 1);
        const next = moveIndex(current, key, options);
        expect(next).toBeDefined();
        if (next !== current) expect(options[next as number]?.disabled).toBe(false);
      }),
    );
  });

  it('property: ArrowDown then ArrowUp comes back when both moves happen', () => {
    fc.assert(
      fc.property(arbList, fc.nat(), (options, seed) => {
        fc.pre(options.length > 0);
        const enabled = options.flatMap((o, i) => (o.disabled ? [] : [i]));
        fc.pre(enabled.length > 0);
        const current = enabled[seed % enabled.length] as number;
        const down = moveIndex(current, 'ArrowDown', options) as number;
        fc.pre(down !== current);
        expect(moveIndex(down, 'ArrowUp', options)).toBe(current);
      }),
    );
  });
});
