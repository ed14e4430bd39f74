import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { NumberField } from './number-field';

function Campo() {
  const [v, setV] = useState<number | null>(null);
  return <NumberField label="Quantidade" value={v} onChange={setV} min={1} max={200} />;
}

describe('NumberField', () => {
  it('names the minimum and the maximum when broken', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Campo />);
    const campo = screen.getByLabelText('Quantidade');
    await user.type(campo, '0');
    expect(screen.getByText('O valor mínimo permitido é 1')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    await user.clear(campo);
    await user.type(campo, '201');
    expect(screen.getByText('O valor máximo permitido é 200')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '200');
    expect(screen.queryByText(/O valor (mínimo|máximo)/)).not.toBeInTheDocument();
  });
});
