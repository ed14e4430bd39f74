import {
  MENSAGENS_PRORROGACAO as M,
  MENSAGEM_VAGAS_ATRASADAS,
  type VagaAtrasadaLinha,
} from '@backoffice/domain/vaga-prazo';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarUsuario } from '../../lib/sessao';
import { BloqueioVagasAtrasadas } from './bloqueio-vagas-atrasadas';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const linha = (nr: number, extra: Partial<VagaAtrasadaLinha> = {}): VagaAtrasadaLinha => ({
  NR_VAGA: nr,
  NR_REQUISICAO: 500 + nr,
  CD_EMPRESA: 1,
  NM_CARGO: 'Operador de Empilhadeira',
  CD_PESSOA_CLIENTE: 9,
  CD_EMPRESA_CLIENTE: 1,
  NM_APELIDO_CLIENTE: 'Metal JV',
  ID_ESCONDE_INFO_SIGILOSA: 'N',
  CD_SITUACAO_VAGA: 1,
  NM_SITUACAO_VAGA: 'Aberta',
  VL_SALARIO: 2500,
  CD_CENTRO_CUSTO: 'CC-1',
  NM_CENTRO_CUSTO: 'Produção',
  DT_ABERTURA: '2026-01-01',
  DT_PRORROGACAO: null,
  NM_TURNO: 'Comercial - 08:00 às 18:00',
  QT_DIAS_ABERTURA: 120,
  QTD_CANDIDATOS_RELACIONADOS: 3,
  QTD_CANDIDATOS_WEB: 1,
  CANDIDATO_APROVADO: 0,
  ...extra,
});

/** The server: the overdue list answers `listas` in turn; every extension is kept. */
function servidor(listas: VagaAtrasadaLinha[][]) {
  const prorrogacoes: Record<string, unknown>[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('vaga/vagas-atrasadas')) return json(listas[Math.min(i++, listas.length - 1)]);
      if (url.includes('vaga/prorrogar')) {
        prorrogacoes.push(JSON.parse(String(init?.body)));
        return json({ message: M.sucesso, NR_VAGA: 7, DT_PRORROGACAO: '2026-12-24' });
      }
      return json([]);
    }),
  );
  return prorrogacoes;
}

function montar(abaSituacao = vi.fn((nr: number) => <p>Aba situação da vaga {nr}</p>)) {
  salvarUsuario({
    cd_sip: 3,
    user_sip: 77,
    cd_unid: 1,
    cd_uf_unid: 'SC',
    apelido: 'Ana',
    nm_login: 'ana',
    grupos: [],
    cd_setor: 2,
    permissoes: [58],
    nm_pessoa: 'Ana Analista',
  });
  renderWithProviders(
    <BloqueioVagasAtrasadas abaSituacao={abaSituacao}>
      <p>Lista de vagas</p>
    </BloqueioVagasAtrasadas>,
  );
  return abaSituacao;
}

afterEach(() => vi.unstubAllGlobals());

describe('BloqueioVagasAtrasadas (spec 001 §2.13, §5)', () => {
  it('shows the list when the user has no overdue vacancy', async () => {
    servidor([[]]);
    montar();
    expect(await screen.findByText('Lista de vagas')).toBeInTheDocument();
    expect(screen.queryByText(MENSAGEM_VAGAS_ATRASADAS)).toBeNull();
  });

  it('shows only the red notice and the overdue table; a row opens to its data', async () => {
    servidor([
      [
        linha(7),
        linha(8, { ID_ESCONDE_INFO_SIGILOSA: 'S', NM_APELIDO_CLIENTE: null, DT_PRORROGACAO: '2026-03-01' }),
      ],
    ]);
    montar();
    expect(await screen.findByText(MENSAGEM_VAGAS_ATRASADAS)).toBeInTheDocument();
    expect(screen.queryByText('Lista de vagas')).toBeNull();
    const tabela = screen.getByRole('table', { name: 'Vagas em atraso' });
    expect(within(tabela).getByText('Informação Sigilosa')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Detalhes da vaga 7' }));
    expect(within(tabela).getByText('Produção', { exact: false })).toBeInTheDocument();
    expect(within(tabela).getAllByText(M.naoProrrogada).length).toBeGreaterThan(0);
    expect(within(tabela).getByText('3 relacionados, 1 web, 0 aprovados')).toBeInTheDocument();
  });

  it('Prorrogar asks a reason of 15 characters and extends; the list comes back when none is left', async () => {
    const prorrogacoes = servidor([[linha(7)], []]);
    montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Prorrogar vaga 7' }));
    const modal = await screen.findByRole('dialog', { name: 'Prorrogar vaga 7' });
    expect(within(modal).getByText(M.dicaMotivo)).toBeInTheDocument();
    const botao = within(modal).getByRole('button', { name: 'Prorrogar' });
    fireEvent.click(botao);
    expect(await within(modal).findByText(M.motivoObrigatorio)).toBeInTheDocument();
    const campo = within(modal).getByRole('textbox', { name: /Motivo da prorrogação/ });
    fireEvent.change(campo, { target: { value: '   curto demais   ' } });
    fireEvent.click(botao);
    expect(await within(modal).findByText(M.motivoMinimo)).toBeInTheDocument();
    expect(prorrogacoes).toEqual([]);
    fireEvent.change(campo, { target: { value: '  Cliente pediu mais prazo.  ' } });
    fireEvent.click(botao);
    await waitFor(() =>
      expect(prorrogacoes).toEqual([
        { ds_motivo_prorrogacao: 'Cliente pediu mais prazo.', nr_vaga: 7, cd_unidade: 1 },
      ]),
    );
    expect(await screen.findByText('Lista de vagas')).toBeInTheDocument();
  });

  it('Cancelar opens the situation tab of the vacancy in a full-size modal', async () => {
    servidor([[linha(7)]]);
    const aba = montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar vaga 7' }));
    const modal = await screen.findByRole('dialog', { name: 'Cancelar vaga 7' });
    expect(within(modal).getByText('Aba situação da vaga 7')).toBeInTheDocument();
    expect(aba).toHaveBeenCalledWith(7, expect.any(Function));
  });
});
