import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DateOfBirthInput } from '../date-of-birth/date-of-birth-input.view';
import { Dropdown } from '../dropdown/dropdown.view';
import { RadioGroup } from '../radio-group/radio-group.view';
import { TextInput } from '../text-input/text-input.view';
import { ErrorSummary, useFailedSubmits } from './error-summary.view';

/** A form whose fields are all required: a submit with one empty shows the errors. */
function Form() {
  const [name, setName] = useState('');
  const [plan, setPlan] = useState('');
  const [province, setProvince] = useState('');
  const [dob, setDob] = useState({ day: '', month: '', year: '' });
  const [shown, setShown] = useState(false);
  const { failedSubmits, failed } = useFailedSubmits();
  const err = (empty: boolean, text: string) => (shown && empty ? text : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (name === '' || plan === '' || province === '' || dob.year === '') failed();
  };
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary title={(n) => `${n} problems`} failedSubmits={failedSubmits} />
      <TextInput
        label="Full name"
        required
        value={name}
        onChange={setName}
        error={err(name === '', 'Enter your name')}
      />
      <RadioGroup
        legend="Plan"
        required
        options={[
          { value: 'a', label: 'Basic' },
          { value: 'b', label: 'Premium' },
        ]}
        value={plan}
        onChange={setPlan}
        error={err(plan === '', 'Choose a plan')}
      />
      <Dropdown
        label="Province"
        options={[{ value: 'ON', label: 'Ontario' }]}
        value={province}
        onChange={setProvince}
        error={err(province === '', 'Choose a province')}
      />
      <DateOfBirthInput
        legend="Date of birth"
        labels={{ day: 'Day', month: 'Month', year: 'Year' }}
        value={dob}
        onChange={setDob}
        error={err(dob.year === '', 'Enter the date of birth')}
      />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing before a submit, then takes the focus and links each field in error', async () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: '4 problems' });
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Full name — Enter your name',
      'Plan — Choose a plan',
      'Province — Choose a province',
      'Date of birth — Enter the date of birth',
    ]);
    // Inline as well, under each field.
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('Enter your name');
  });

  it('focuses the field of each link: the text box, the first radio of a group, the combobox, the day', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('link', { name: /Full name/ }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: /Plan/ }));
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: /Province/ }));
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: /Date of birth/ }));
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
  });

  it('drops a fixed field, and takes the focus again on the next refused submit', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    expect(screen.getByRole('alert', { name: '3 problems' })).not.toHaveFocus();
    expect(screen.queryByRole('link', { name: /Full name/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert', { name: '3 problems' })).toHaveFocus();
  });
});
