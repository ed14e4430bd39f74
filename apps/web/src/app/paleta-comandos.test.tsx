import type { ItemAba } from '@backoffice/domain/menu';
import { MENSAGENS_PALETA } from '@backoffice/domain/paleta-comandos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/testing/render';
import { BotaoPaleta, PaletaComandos, type PaletaComandosProps, usePaletaComandos } from './paleta-comandos';

const TELAS: ItemAba[] = [
  { tipo: 'aba', id: 'minhas-vagas', rotulo: 'Minhas Vagas', aba: 'SelecaoEntrar' },
  { tipo: 'aba', id: 'requisicoes', rotulo: 'Requisições', aba: 'SelecaoRequisicoes' },
  { tipo: 'aba', id: 'clientes', rotulo: 'Clientes', aba: 'Clientes' },
];

const VAGA = {
  VAGA: {
    NR_VAGA: 4321,
    NR_REQUISICAO: 1,
    ID_VAGA_SIGILOSA: 'N',
    ID_VAGA_CONFIDENCIAL: 'N',
    ID_ESCONDE_INFO_SIGILOSA: 'N',
    CD_SITUACAO_VAGA: 1,
    NM_SITUACAO_VAGA: 'Aberta',
    NM_PESSOA_SELECIONADOR: null,
    CD_PESSOA_ANALISTA: null,
    ID_RECRUTAMENTO: 'N',
    DT_ABERTURA: '2026-11-01',
    CD_PESSOA_CLIENTE: 9,
    NM_PESSOA_CLIENTE: 'Metalúrgica Sul',
    ENDERECO_CLIENTE: null,
    NM_CARGO: 'Soldador',
    NM_TURNO: null,
    CD_CENTRO_CUSTO: null,
    SALARIO: null,
    ID_TIPO_CONTRATACAO: 1,
  },
};

/** Answers fetch from a table of paths (without the query string for the vacancy); else 404. */
function servidor(respostas: Record<string, unknown>) {
  const chamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      chamadas.push(url);
      const corpo = respostas[url];
      return corpo === undefined
        ? new Response(JSON.stringify({ error: 'Vaga não encontrada.' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify(corpo), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
  return chamadas;
}

afterEach(() => vi.unstubAllGlobals());

function Paleta(props: Omit<PaletaComandosProps, 'aberta' | 'setAberta'>) {
  const paleta = usePaletaComandos();
  return (
    <>
      <BotaoPaleta onClick={() => paleta.setAberta(true)} />
      <PaletaComandos {...paleta} {...props} />
    </>
  );
}

function abrirPaleta(podeAbrir: (chave: string) => boolean = () => true) {
  const abrirAba = vi.fn();
  renderWithProviders(<Paleta telas={TELAS} abrirAba={abrirAba} podeAbrir={podeAbrir} />);
  fireEvent.keyDown(document.documentElement, { key: 'k', ctrlKey: true });
  return abrirAba;
}

const caixa = () => screen.getByRole('combobox', { name: MENSAGENS_PALETA.rotuloBusca });

describe('PaletaComandos', () => {
  it('opens with Ctrl+K and opens a screen typed without its accent by Enter', async () => {
    servidor({});
    const abrirAba = abrirPaleta();
    await userEvent.type(await screen.findByRole('combobox'), 'requisicoes');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(caixa(), { key: 'Enter' });
    expect(abrirAba).toHaveBeenCalledWith('SelecaoRequisicoes', undefined);
  });

  it('finds a vacancy by its number and a candidate by name, chosen with the arrows', async () => {
    servidor({
      '/api/vaga/dados-vaga-resumida/4321': VAGA,
      '/api/candidato/candidatos?text=4321': [
        { CD_PESSOA: 77, NM_PESSOA: 'Ana Souza', NM_CIDADE: 'Joinville' },
      ],
    });
    const abrirAba = abrirPaleta();
    await userEvent.type(await screen.findByRole('combobox'), '4321');
    expect(await screen.findByRole('option', { name: /Vaga 4321.*Soldador/ })).toBeTruthy();
    expect(await screen.findByRole('option', { name: /Ana Souza/ })).toBeTruthy();
    fireEvent.keyDown(caixa(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Ana Souza/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(caixa(), { key: 'Enter' });
    expect(abrirAba).toHaveBeenCalledWith('DadosCandidato', { cdPessoaCandidato: 77 });
  });

  it('opens from the tab bar button too, and Ctrl+K closes it', async () => {
    servidor({});
    const abrirAba = vi.fn();
    renderWithProviders(<Paleta telas={TELAS} abrirAba={abrirAba} podeAbrir={() => true} />);
    fireEvent.click(screen.getByRole('button', { name: /Ir para/ }));
    expect(await screen.findByRole('combobox')).toBeTruthy();
    fireEvent.keyDown(document.documentElement, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('says when the vacancy does not exist, and does not look up what the user may not open', async () => {
    const chamadas = servidor({});
    abrirPaleta((chave) => chave === 'VagaCandidatos');
    await userEvent.type(await screen.findByRole('combobox'), '999');
    expect(await screen.findByText(MENSAGENS_PALETA.vagaNaoEncontrada(999))).toBeTruthy();
    await waitFor(() => expect(chamadas).toEqual(['/api/vaga/dados-vaga-resumida/999']));
  });
});
