import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@tripx/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInput } from './currency-input.view';

function Harness({
  lang,
  onValue,
  onBlur,
}: {
  lang: Language;
  onValue?: (v: string) => void;
  onBlur?: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <CurrencyInput
        label="Trip cost"
        lang={lang}
        value={value}
        onBlur={onBlur}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Trip cost' });

describe('CurrencyInput', () => {
  it('English: digits, one dot and two decimals', async () => {
    render(<Harness lang="en" />);
    await userEvent.type(box(), '12a34,5.678.9');
    expect(box()).toHaveValue('12345.67');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('French: a comma is a separator too', async () => {
    render(<Harness lang="fr" />);
    await userEvent.type(box(), '1234,5');
    expect(box()).toHaveValue('1234,5');
  });

  it('drops a dangling separator on blur', async () => {
    const onValue = vi.fn();
    const onBlur = vi.fn();
    render(<Harness lang="fr" onValue={onValue} onBlur={onBlur} />);
    await userEvent.type(box(), '250,');
    await userEvent.tab();
    expect(box()).toHaveValue('250');
    expect(onValue).toHaveBeenLastCalledWith('250');
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
