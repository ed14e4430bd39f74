import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { SelectableList } from './selectable-list';

interface Turno {
  CD_TURNO: number;
  NM_TURNO: string;
}

const TURNOS: Turno[] = Array.from({ length: 200 }, (_, i) => ({
  CD_TURNO: i + 1,
  NM_TURNO: i === 3 ? 'Noturno 22h às 6h' : `Turno ${i + 1}`,
}));

// jsdom has no layout: give the scroll box the height the list asks for.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get() {
      return Number.parseFloat((this as HTMLElement).style.height) || 0;
    },
  });
});
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});

function Lista({ rows = TURNOS }: { rows?: Turno[] }) {
  const [v, setV] = useState<string | null>(null);
  return (
    <>
      <SelectableList<Turno>
        label="Turnos"
        rows={rows}
        getValue={(t) => String(t.CD_TURNO)}
        renderRow={(t) => t.NM_TURNO}
        value={v}
        onChange={setV}
        rowHeight={60}
        height={300}
      />
      <output data-testid="escolhido">{v}</output>
    </>
  );
}

describe('SelectableList', () => {
  it('renders only the rows in view', () => {
    renderWithProviders(<Lista />);
    const opcoes = screen.getAllByRole('option');
    expect(opcoes.length).toBeGreaterThan(3);
    expect(opcoes.length).toBeLessThan(40);
    expect(screen.getByText('Exibindo 200 registros')).toBeInTheDocument();
  });

  it('filters without accents and picks with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Lista />);
    await user.type(screen.getByLabelText('Filtrar turnos'), 'AS 6H');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Noturno 22h às 6h']);
    expect(screen.getByText('Exibindo 1 registro')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filtrar turnos'));
    screen.getByRole('listbox', { name: 'Turnos' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('escolhido')).toHaveTextContent('3');
    expect(screen.getByRole('option', { name: 'Turno 3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when there is nothing to show', () => {
    renderWithProviders(<Lista rows={[]} />);
    expect(screen.getByText('Não há dados para exibir...')).toBeInTheDocument();
  });
});
