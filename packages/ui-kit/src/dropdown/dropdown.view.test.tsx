import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown.view';

type Prov = 'AB' | 'BC' | 'MB' | 'ON' | 'QC';
const options = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia', disabled: true },
  { value: 'MB', label: 'Manitoba' },
  { value: 'ON', label: 'Ontario' },
  { value: 'QC', label: 'Québec' },
] as const;

function Harness({ onChange, error }: { onChange?: (v: Prov) => void; error?: string }) {
  const [value, setValue] = useState<Prov | ''>('');
  return (
    <>
      <Dropdown<Prov>
        label="Province"
        placeholder="Select"
        options={options}
        value={value}
        error={error}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

const combo = () => screen.getByRole('combobox', { name: 'Province' });
const browsed = () => {
  const id = combo().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Dropdown', () => {
  it('is a collapsed combobox named by its label that shows the placeholder', () => {
    render(<Harness />);
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(combo()).toHaveTextContent('Select');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown, browses past disabled options and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(combo()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Province' })).toBeVisible();
    expect(browsed()).toBe('Alberta');
    await userEvent.keyboard('{ArrowDown}');
    expect(browsed()).toBe('Manitoba');
    await userEvent.keyboard('{End}');
    expect(browsed()).toBe('Québec');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('QC');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(combo()).toHaveTextContent('Québec');
    expect(combo()).toHaveFocus();
  });

  it('marks the chosen option as selected and reopens on it', async () => {
    render(<Harness />);
    await userEvent.click(combo());
    await userEvent.click(screen.getByRole('option', { name: 'Ontario' }));
    expect(combo()).toHaveTextContent('Ontario');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('option', { name: 'Ontario' })).toHaveAttribute('aria-selected', 'true');
    expect(browsed()).toBe('Ontario');
  });

  it('closes on Escape without choosing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps to an option by typing its first letters', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('q');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(browsed()).toBe('Québec');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('QC');
  });

  it('ignores a click on a disabled option and closes when focus leaves', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(combo());
    await userEvent.click(screen.getByRole('option', { name: 'British Columbia' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('describes itself with its error', () => {
    render(<Harness error="Province is required" />);
    expect(combo()).toHaveAccessibleDescription('Province is required');
    expect(combo()).toHaveAttribute('aria-invalid', 'true');
  });
});
