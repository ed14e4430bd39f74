import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { TimeField } from './time-field';

function Campo({ onValue, inicial = '' }: { onValue: (v: string) => void; inicial?: string }) {
  const [v, setV] = useState(inicial);
  return (
    <TimeField
      label="Hora"
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
    />
  );
}

describe('TimeField', () => {
  it('is no native time input: hours and minutes of 24 hours, typed from the keyboard', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Campo onValue={onValue} />);
    expect(container.querySelector('input[type=time]')).toBeNull();
    expect(screen.queryByText(/AM|PM/)).toBeNull();
    const horas = screen.getByRole('spinbutton', { name: 'Hora' });
    await user.click(horas);
    await user.keyboard('1745');
    expect(horas).toHaveValue('17');
    expect(screen.getByRole('spinbutton', { name: 'Hora: minutos' })).toHaveValue('45');
    expect(onValue).toHaveBeenLastCalledWith('17:45');
  });

  it('shows a value given as HH:mm and empties to an empty text', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Campo onValue={onValue} inicial="08:05" />);
    const horas = screen.getByRole('spinbutton', { name: 'Hora' });
    expect(horas).toHaveValue('08');
    expect(screen.getByRole('spinbutton', { name: 'Hora: minutos' })).toHaveValue('05');
    await user.click(horas);
    await user.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('steps the hours with the arrows', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Campo onValue={onValue} inicial="23:10" />);
    await user.click(screen.getByRole('spinbutton', { name: 'Hora' }));
    await user.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith('22:10');
  });
});
