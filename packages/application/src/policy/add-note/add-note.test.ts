import { describe, expect, it } from 'vitest';
import { act, refused, staff, world } from '../test-support/policy-fixtures';

describe('addNote', () => {
  it('keeps the author and the time', async () => {
    const w = await world();
    const r = await act(w.deps).addNote(staff(), { ownerCode: 'P1', note: '  Called the client  ' });
    expect(r).toEqual({
      ok: true,
      value: {
        id: 'id-1',
        ownerCode: 'P1',
        note: 'Called the client',
        authorName: 'Sam Staff',
        createdAt: '2026-11-20T12:00:00.000Z',
      },
    });
    expect(w.store.notes[0]?.authorRef).toBe('u-staff');
  });

  it('needs POLICY_EDIT and POLICY_NOTE_EDIT (forbidden); an empty note is noteInvalid', async () => {
    const w = await world();
    const reader = staff({ claims: ['POLICY_READ', 'POLICY_EDIT', 'POLICY_NOTE_READ'] });
    expect(await act(w.deps).addNote(reader, { ownerCode: 'P1', note: 'x' })).toEqual(
      refused('PolicyForbidden', 'forbidden'),
    );
    expect(await act(w.deps).addNote(staff(), { ownerCode: 'P1', note: '   ' })).toEqual(
      refused('PolicyInvalid', 'noteInvalid'),
    );
  });
});
