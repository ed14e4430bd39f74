import { MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { AprovarModal } from './aprovar-modal';

const V = MENSAGENS_VAGA_CANDIDATOS.validacao;
// 2030-01-02 is a Wednesday: billing defaults to Sunday 06/01, the start to Monday 07/01
const HOJE = '2030-01-02';

function abrir(tipo: number, onAprovar = vi.fn().mockResolvedValue(true)) {
  const onClose = vi.fn();
  renderWithProviders(
    <AprovarModal
      candidato={{ CD_PESSOA: 10, NM_PESSOA: 'Ana Teste', CD_TIPO_CONTRATACAO: tipo }}
      onClose={onClose}
      onAprovar={onAprovar}
      hoje={HOJE}
    />,
  );
  return { onAprovar, onClose };
}

const campo = (nome: RegExp) => screen.getByRole('textbox', { name: nome }) as HTMLInputElement;

async function digitar(nome: RegExp, digitos: string) {
  const user = userEvent.setup();
  await user.clear(campo(nome));
  await user.type(campo(nome), digitos);
}

describe('AprovarModal', () => {
  it('starts from the default dates and approves after the confirmation', async () => {
    const { onAprovar, onClose } = abrir(1);
    expect(campo(/Data do faturamento/).value).toBe('06/01/2030');
    expect(campo(/Data de início do trabalho/).value).toBe('07/01/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText(/Confirma a aprovação de/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar aprovação' }));
    await waitFor(() =>
      expect(onAprovar).toHaveBeenCalledWith({
        dt_faturamento: '2030-01-06',
        dt_inicio_trabalho: '2030-01-07',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a billing date of today and a start 14 days ago, without calling the server', async () => {
    const { onAprovar } = abrir(1);
    await digitar(/Data do faturamento/, '02012030');
    await digitar(/Data de início do trabalho/, '19122029');
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText(V.dataFaturamentoHoje)).toBeTruthy();
    expect(screen.getByText(V.dataInicioAntiga)).toBeTruthy();
    expect(onAprovar).not.toHaveBeenCalled();
  });

  it('has no billing date for hiring types other than 1', async () => {
    const { onAprovar } = abrir(2);
    expect(screen.queryByRole('textbox', { name: /Data do faturamento/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar aprovação' }));
    await waitFor(() =>
      expect(onAprovar).toHaveBeenCalledWith({ dt_faturamento: null, dt_inicio_trabalho: '2030-01-07' }),
    );
  });
});
