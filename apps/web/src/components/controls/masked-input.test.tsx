import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CepInput, CnpjInput, CpfInput, CurrencyInput, HeightInput, PhoneInput } from './masked-input';

function Documento({ Comp, onValue }: { Comp: typeof CpfInput; onValue: (v: string) => void }) {
  const [v, setV] = useState('');
  return (
    <Comp
      label="Campo"
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
    />
  );
}

describe('masked inputs', () => {
  it.each([
    [CpfInput, '52998224725', '99', '529.982.247-25'],
    [CnpjInput, '11222333000181', '99', '11.222.333/0001-81'],
    [CepInput, '89201000', '99', '89201-000'],
    [PhoneInput, '4733334444', '', '(47) 3333-4444'],
    [PhoneInput, '47999998888', '99', '(47) 99999-8888'],
    [HeightInput, '175', '99', '1,75'],
  ])('shows the mask and hands back the digits', async (Comp, digitado, sobra, mostrado) => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Documento Comp={Comp} onValue={onValue} />);
    const campo = screen.getByLabelText('Campo');
    await user.type(campo, digitado + sobra);
    expect(campo).toHaveValue(mostrado);
    expect(onValue).toHaveBeenLastCalledWith(digitado);
  });

  it('ignores letters in a document', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Documento Comp={CpfInput} onValue={() => {}} />);
    const campo = screen.getByLabelText('Campo');
    await user.type(campo, 'ab1c2');
    expect(campo).toHaveValue('12');
  });

  it('keeps money within 9 characters and gives a number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Moeda() {
      const [v, setV] = useState<number | null>(null);
      return (
        <CurrencyInput
          label="Salário"
          value={v}
          onChange={(x) => {
            setV(x);
            onChange(x);
          }}
        />
      );
    }
    renderWithProviders(<Moeda />);
    const campo = screen.getByLabelText('Salário');
    await user.type(campo, '1234,56');
    expect(campo).toHaveValue('1.234,56');
    expect(onChange).toHaveBeenLastCalledWith(1234.56);
    await user.clear(campo);
    await user.type(campo, '9999999');
    expect(campo).toHaveValue('99.999');
    expect((campo as HTMLInputElement).value.length).toBeLessThanOrEqual(9);
  });
});
