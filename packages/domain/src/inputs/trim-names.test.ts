import { describe, expect, it } from 'vitest';
import { trimNames } from './trim-names';

describe('trimNames', () => {
  it('trims first, last and employee names and leaves the rest', () => {
    const form = {
      firstName: '  Marie ',
      lastName: 'Tremblay\t',
      employeeName: ' Luc ',
      city: ' Laval ',
      age: 4,
    };
    expect(trimNames(form)).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      employeeName: 'Luc',
      city: ' Laval ',
      age: 4,
    });
    expect(form.firstName).toBe('  Marie ');
  });
});
