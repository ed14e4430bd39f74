import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { HistoricoVagasModal } from './historico-vagas-modal';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('HistoricoVagasModal', () => {
  it('inserts a timeline note of at least 20 characters and reloads the timeline', async () => {
    const enviados: unknown[] = [];
    let notas: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/candidato/timeline' && init?.method === 'POST') {
          enviados.push(JSON.parse(String(init.body)));
          notas = [
            { NM_USUARIO: 'Liz', DT_HISTORICO: '2026-11-22T10:00:00.000Z', DS_OBSERVACOES: 'Nota nova' },
          ];
          return json({ status: 1, message: 'Novo histórico inserido' });
        }
        if (url === '/api/candidato/timeline/5') return json(notas);
        return json([]);
      }),
    );
    renderWithProviders(<HistoricoVagasModal cdPessoa={5} nome="Ana Souza" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Histórico Candidato' }));
    expect(await screen.findByText('Histórico do candidato Ana Souza')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Inserir histórico' }));
    const campo = await screen.findByLabelText('Histórico');
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.change(campo, { target: { value: 'curta' } });
    expect(salvar).toBeDisabled();
    expect(screen.getByText('O histórico deve ter no mínimo 20 caracteres')).toBeInTheDocument();
    fireEvent.change(campo, { target: { value: 'Candidata confirmou entrevista amanhã.' } });
    fireEvent.click(salvar);
    await waitFor(() =>
      expect(enviados).toEqual([
        { ds_historico: 'Candidata confirmou entrevista amanhã.', cd_pessoa_candidato: 5 },
      ]),
    );
    expect(await screen.findByText('Nota nova')).toBeInTheDocument();
  });

  it('opens one tab per vacancy clicked in the forwarded list, and closes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/candidato/historico_vaga_encaminhado/5')
          return json([
            {
              NR_VAGA: 12,
              DT_ENCAMINHAMENTO: '2026-11-01',
              CD_ESTAGIO_VAGA: 5,
              NM_CARGO: 'Soldador',
              NM_EMPRESA: 'Metalúrgica Sul',
              NM_SITUACAO_VAGA: 'Aberta',
            },
          ]);
        if (url === '/api/vaga/dados-vaga-resumida/12')
          return json({
            VAGA: {
              NR_VAGA: 12,
              NR_REQUISICAO: 4,
              ID_VAGA_SIGILOSA: 'N',
              ID_VAGA_CONFIDENCIAL: 'N',
              ID_ESCONDE_INFO_SIGILOSA: 'S',
              CD_SITUACAO_VAGA: 1,
              NM_SITUACAO_VAGA: 'Aberta',
              NM_PESSOA_SELECIONADOR: 'Liz',
              CD_PESSOA_ANALISTA: 9,
              ID_RECRUTAMENTO: 'N',
              DT_ABERTURA: '2026-10-30',
              CD_PESSOA_CLIENTE: 3,
              NM_PESSOA_CLIENTE: 'Metalúrgica Sul',
              ENDERECO_CLIENTE: null,
              NM_CARGO: 'Soldador',
              NM_TURNO: 'Normal',
              CD_CENTRO_CUSTO: null,
              SALARIO: 2500,
              ID_TIPO_CONTRATACAO: 1,
              NM_TIPO_CONTRATACAO: 'Efetivo',
              DS_ATIVIDADES_ESTAGIO: null,
              DS_OBSERVACOES: null,
            },
            PERFIL: null,
          });
        return json([]);
      }),
    );
    renderWithProviders(<HistoricoVagasModal cdPessoa={5} nome="Ana Souza" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Encaminhado' }));
    fireEvent.click(await screen.findByRole('button', { name: '12' }));
    expect(await screen.findByRole('tab', { name: /Vaga 12/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('12 (requisição 4)')).toBeInTheDocument();
    // a secret vacancy's client is not shown
    expect(screen.getByText('Informação Sigilosa')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Fechar vaga 12'));
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Vaga 12/ })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Encaminhado' })).toHaveAttribute('aria-selected', 'true');
  });
});
