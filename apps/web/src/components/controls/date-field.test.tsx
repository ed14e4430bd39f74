import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DateField } from './date-field';

function Campo({
  onValue,
  inicial = null,
  ...props
}: {
  onValue: (v: string | null) => void;
  inicial?: string | null;
} & Partial<Parameters<typeof DateField>[0]>) {
  const [v, setV] = useState<string | null>(inicial);
  return (
    <DateField
      {...props}
      label="Data"
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
    />
  );
}

describe('DateField', () => {
  it('takes dd/mm/aaaa and hands back ISO', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Campo onValue={onValue} />);
    const campo = screen.getByLabelText('Data');
    await user.type(campo, '31122200');
    expect(campo).toHaveValue('31/12/2200');
    expect(onValue).toHaveBeenLastCalledWith('2200-12-31');
  });

  it('refuses dates before 01/01/1970 and after 31/12/2200', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Campo onValue={onValue} />);
    const campo = screen.getByLabelText('Data');
    await user.type(campo, '31121969');
    expect(screen.getByText('A data mínima permitida é 01/01/1970')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(campo);
    await user.type(campo, '01012201');
    expect(screen.getByText('A data máxima permitida é 31/12/2200')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '01011970');
    expect(screen.queryByText(/A data (mínima|máxima)/)).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('1970-01-01');
  });

  it('refuses impossible dates and half-typed ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Campo onValue={() => {}} />);
    const campo = screen.getByLabelText('Data');
    await user.type(campo, '31022024');
    expect(screen.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '0102');
    await user.tab();
    expect(screen.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument();
  });

  it('shows a value given as ISO', () => {
    renderWithProviders(<Campo onValue={() => {}} inicial="2024-03-05" />);
    expect(screen.getByLabelText('Data')).toHaveValue('05/03/2024');
  });

  it('opens a pt-BR calendar from its button', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Campo onValue={onValue} inicial="2024-03-05" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário de Data' }));
    expect(await screen.findByText(/março/i)).toBeInTheDocument();
    // jsdom has no layout, so the popover counts its anchor as off screen and hides itself.
    await user.click(await screen.findByRole('button', { name: '20/03/2024', hidden: true }));
    expect(onValue).toHaveBeenLastCalledWith('2024-03-20');
    expect(screen.getByLabelText('Data')).toHaveValue('20/03/2024');
  });

  it("takes a person's history from 01/01/1900, still within its narrower maximum", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Campo onValue={onValue} historica maxDate="2024-06-30" />);
    const campo = screen.getByLabelText('Data');
    await user.type(campo, '15031948');
    expect(onValue).toHaveBeenLastCalledWith('1948-03-15');
    await user.clear(campo);
    await user.type(campo, '31121899');
    expect(screen.getByText('A data mínima permitida é 01/01/1900')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '01072024');
    expect(screen.getByText('A data máxima permitida é 30/06/2024')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('checks a half-typed date on leaving and still tells the form it was left', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(<Campo onValue={() => {}} onBlur={onBlur} />);
    await user.type(screen.getByLabelText('Data'), '1203');
    await user.tab();
    expect(screen.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
