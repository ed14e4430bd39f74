import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabsProvider } from '../../app/tabs-provider';
import { renderizar } from '../../app/test-utils';
import { DetalheVaga } from './detalhe-vaga';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function info(extra: Record<string, unknown> = {}) {
  return {
    NR_VAGA: 7,
    NR_REQUISICAO: 3,
    NM_EMPRESA: 'Unidade Joinville',
    NM_PESSOA_CLIENTE: 'Metalúrgica Sul',
    NM_CARGO: 'Soldador',
    NM_CARGO_CLIENTE: null,
    CD_QUALIFICACAO_CARGO: null,
    NM_TIPO_CONTRATACAO: 'Efetivo',
    NM_TURNO: 'Normal',
    VL_SALARIO: 2500,
    ID_SALARIO: 'M',
    CD_CENTRO_CUSTO: '10',
    NM_CENTRO_CUSTO: 'Produção',
    DT_ABERTURA: '2026-11-01',
    NM_REQUISITANTE: 'Marta',
    NR_PEDIDO_CLIENTE: 'PED-1',
    ID_LIBERA_INTERNET: 'N',
    DT_LIBERA_INTERNET: null,
    DT_RETIRA_INTERNET: null,
    NM_PESSOA_CRIADOR: 'Liz',
    PC_FATURAMENTO: 100,
    AD_PC_FATURAMENTO: null,
    PC_FAT_ENCAMINHAMENTO: null,
    PC_TOTAL_FATURADO: 0,
    NM_PESSOA_ANALISTA: 'Ana',
    NR_TELEFONE_ANALISTA: '47999112233',
    DS_AREA: 'Produção',
    DS_OBSERVACOES: 'Solda MIG.',
    DS_INFORMACOES_ADICIONAIS: null,
    ID_VAGA_SIGILOSA: 'N',
    ID_VAGA_CONFIDENCIAL: 'N',
    ID_VAGA_PCD: 'N',
    SITUACAO_VAGA: { CD_SITUACAO_VAGA: 1, NM_SITUACAO: 'Aberta', DS_SITUACAO_VAGA: null },
    ...extra,
  };
}

function servidor(dadosInfo: Record<string, unknown>, atualiza = true) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('vaga/info-vaga/7')) return json(dadosInfo);
    if (url.includes('vaga/dados-vaga/7'))
      return json({
        PERMITE_ATUALIZAR: { atualiza, mensagem: atualiza ? null : 'Vaga cancelada: não pode ser editada.' },
        SITUACAO_VAGA: { CD_PESSOA_CANDIDATO_APROVADO: null },
      });
    if (url.includes('vaga/vaga-confidencial'))
      return json({ message: 'Vaga confidencial atualizada com sucesso.' });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const montar = () =>
  renderizar(
    <TabsProvider acessoDaAba={() => 'permitida'}>
      <DetalheVaga nrVaga={7} />
    </TabsProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('DetalheVaga', () => {
  it('shows the fields and switches the confidential flag after confirmation', async () => {
    const fetchMock = servidor(info());
    montar();
    expect(await screen.findByRole('heading', { name: 'Vaga 7' })).toBeInTheDocument();
    expect(screen.getByText('R$ 2.500,00 (Mensalista)')).toBeInTheDocument();
    expect(screen.getByText('10 - Produção')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeEnabled());
    await userEvent.click(screen.getByRole('switch', { name: 'Vaga confidencial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Vaga confidencial' });
    expect(
      within(dialogo).getByText('Marcar as vagas da requisição 3 como confidencial?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    const put = fetchMock.mock.calls.find(([u]) => String(u).includes('vaga/vaga-confidencial'));
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ nrRequisicao: 3, novoStatus: 'S' });
  });

  it('hides the secret toggle while the vacancy is confidential, and the other way round', async () => {
    servidor(info({ ID_VAGA_CONFIDENCIAL: 'S' }));
    const { unmount } = montar();
    expect(await screen.findByRole('switch', { name: 'Vaga confidencial' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Vaga sigilosa' })).not.toBeInTheDocument();
    unmount();
    servidor(info({ ID_VAGA_SIGILOSA: 'S' }));
    montar();
    expect(await screen.findByRole('switch', { name: 'Vaga sigilosa' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Vaga confidencial' })).not.toBeInTheDocument();
  });

  it('offers Editar only when editing is enabled', async () => {
    servidor(info(), false);
    montar();
    await screen.findByRole('heading', { name: 'Vaga 7' });
    // disabled once the edit permission arrived (the tooltip wrapper appears with it)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Editar' }).parentElement?.tagName).toBe('SPAN'),
    );
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
  });
});
