/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from '.';

function Panel({ onChange }: { onChange?: (v: string) => void }) {
  const [date, setDate] = useState('');
  return (
    <>
      <DateField
        label="New date"
        value={date}
        min="2026-06-01"
        describedBy="help"
        classNames={{ input: 'field' }}
        onChange={(v) => {
          setDate(v);
          onChange?.(v);
        }}
      />
      <p id="help">{date ? `Chosen: ${date}` : 'Pick a date'}</p>
    </>
  );
}

describe('DateField', () => {
  it('is a date input named by its label, with the minimum and the help text', () => {
    render(<Panel />);
    const input = screen.getByLabelText('New date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-06-01');
    expect(input).toHaveAccessibleDescription('Pick a date');
    expect(input).toHaveClass('field');
  });

  it('hands the typed YYYY-MM-DD value to onChange and shows it', () => {
    const onChange = jest.fn();
    render(<Panel onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '2026-06-12' } });
    expect(onChange).toHaveBeenCalledWith('2026-06-12');
    expect(screen.getByLabelText('New date')).toHaveValue('2026-06-12');
    expect(screen.getByLabelText('New date')).toHaveAccessibleDescription('Chosen: 2026-06-12');
  });
});
