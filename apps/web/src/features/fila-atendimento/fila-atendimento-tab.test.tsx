import type { FilaAtendimentoLinha } from '@backoffice/domain/fila-atendimento';
import { MENSAGENS_FILA_ATENDIMENTO as M } from '@backoffice/domain/fila-atendimento';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { FilaAtendimentoTab } from './fila-atendimento-tab';

const EU = 7;
const MIN = 60_000;
const em = (min: number) => new Date(Date.now() + min * MIN).toISOString();

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function linha(id: number, nome: string, extra: Partial<FilaAtendimentoLinha>): FilaAtendimentoLinha {
  return {
    ID_AGENDAMENTO: id,
    CD_PESSOA: 100 + id,
    NM_PESSOA: nome,
    CRIADO_EM: '2020-01-01T10:00:00.000Z',
    CRIADO_EM_FORMATADO: '01/01/2020 07:00',
    CRIADO_POR: 'Ana',
    ID_TIPO_AGENDAMENTO: 'E',
    TIPO_AGENDAMENTO: 'Entrevista',
    DT_ATENDIMENTO: em(30),
    DT_CHEGADA: null,
    DT_CHEGADA_PRT: null,
    DT_INICIO_ATENDIMENTO: null,
    DT_ENCERRAMENTO: null,
    ID_ATRASOU: null,
    ID_COMPARECEU: null,
    NM_USUARIO_ATENDIMENTO: 'Ana Seleção',
    CD_USUARIO_ATENDIMENTO: EU,
    CD_PESSOA_CLIENTE: 9,
    NM_PESSOA_CLIENTE: 'Metalúrgica Ltda',
    NM_CLIENTE: 'Metal',
    NM_APELIDO: 'Metal',
    TIPO_PROCESSO: null,
    ID_POSSUE_DEFICIENCIA: 'N',
    NR_VAGA: 55,
    NM_CARGO: 'Soldador',
    ...extra,
  };
}

const fila = [
  linha(1, 'Bruno Agendado', {}),
  linha(2, 'Carla Atrasada', { DT_ATENDIMENTO: em(-30), ID_ATRASOU: 'A' }),
  linha(3, 'Dora Esperando', { DT_ATENDIMENTO: em(-30), DT_CHEGADA: em(-20), ID_ATRASOU: null }),
  linha(4, 'Edu Comigo', { DT_ATENDIMENTO: em(-60), DT_CHEGADA: em(-61), DT_INICIO_ATENDIMENTO: em(-50) }),
  linha(5, 'Fê Com Outro', {
    DT_ATENDIMENTO: em(-60),
    DT_CHEGADA: em(-61),
    DT_INICIO_ATENDIMENTO: em(-50),
    CD_USUARIO_ATENDIMENTO: 8,
    NM_USUARIO_ATENDIMENTO: 'Beto',
    ID_POSSUE_DEFICIENCIA: 'S',
  }),
];

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  entrarComo({ cd_sip: EU, permissoes: [58] });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('fila-atendimento')) return json(fila);
    if (u.includes('candidatos-aguardando'))
      return json([
        {
          NM_PESSOA: 'Dora Esperando',
          CD_PESSOA: 103,
          DT_ATENDIMENTO: fila[2].DT_ATENDIMENTO,
          DT_CHEGADA: fila[2].DT_CHEGADA,
        },
      ]);
    if (u.includes('registrar-chegada')) return json({ message: M.chegadaRegistrada });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tabela = () => screen.findByRole('table', { name: 'Fila de atendimento' });
const linhaDe = async (nome: string) =>
  (await within(await tabela()).findByText(nome)).closest('tr') as HTMLElement;

describe('FilaAtendimentoTab', () => {
  it('shows each row with its late flag, situation and only the step it allows', async () => {
    renderWithProviders(<FilaAtendimentoTab />);
    const agendado = await linhaDe('Bruno Agendado');
    expect(within(agendado).getByText('Agendado')).toBeInTheDocument();
    expect(
      within(agendado).getByRole('button', { name: 'Registrar chegada de Bruno Agendado' }),
    ).toBeEnabled();

    const atrasada = await linhaDe('Carla Atrasada');
    expect(within(atrasada).getByText('Atrasou')).toBeInTheDocument();
    expect(within(atrasada).getByText('Atrasado')).toBeInTheDocument();

    const esperando = await linhaDe('Dora Esperando');
    expect(within(esperando).getByText('Aguardando há 20 min')).toBeInTheDocument();
    expect(
      within(esperando).getByRole('button', { name: 'Iniciar atendimento de Dora Esperando' }),
    ).toBeEnabled();
    expect(within(esperando).queryByRole('button', { name: /Registrar chegada/ })).toBeNull();

    const comigo = await linhaDe('Edu Comigo');
    expect(within(comigo).getByText('Ana Seleção (você)')).toBeInTheDocument();
    expect(within(comigo).getByRole('button', { name: 'Encerrar atendimento de Edu Comigo' })).toBeEnabled();
    const comOutro = await linhaDe('Fê Com Outro');
    expect(within(comOutro).getByText('Em atendimento')).toBeInTheDocument();
    expect(within(comOutro).getByText('PCD')).toBeInTheDocument();
    expect(within(comOutro).queryByRole('button')).toBeNull();

    // the user's own waiting candidates
    const painel = screen.getByRole('region', { name: 'Aguardando seu atendimento (1)' });
    expect(within(painel).getByText(/aguarda há 20 min/)).toBeInTheDocument();
  });

  it('registers an arrival at the time given, refusing none', async () => {
    renderWithProviders(<FilaAtendimentoTab />);
    const agendado = await linhaDe('Bruno Agendado');
    fireEvent.click(within(agendado).getByRole('button', { name: 'Registrar chegada de Bruno Agendado' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar chegada - Bruno Agendado' });
    // the time now, in hours and minutes of 24 hours
    const horas = within(dialogo).getByRole<HTMLInputElement>('spinbutton', { name: 'Hora da chegada' });
    const minutos = within(dialogo).getByRole<HTMLInputElement>('spinbutton', {
      name: 'Hora da chegada: minutos',
    });
    expect(horas.value).toMatch(/^([01]\d|2[0-3])$/);
    expect(minutos.value).toMatch(/^[0-5]\d$/);

    fireEvent.keyDown(horas, { key: 'Backspace' });
    expect(horas).toHaveValue('');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Registrar chegada' }));
    expect(await within(dialogo).findByText(M.chegadaInvalida)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('registrar-chegada'))).toBe(false);

    fireEvent.change(horas, { target: { value: '00' } });
    fireEvent.change(minutos, { target: { value: '00' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Registrar chegada' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('registrar-chegada'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('registrar-chegada')) ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      cd_pessoa_candidato: 101,
      criado_em: '2020-01-01T10:00:00.000Z',
      data_chegada: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00$/),
    });
  });

  it('shows one situation at a time, with how many rows each has', async () => {
    renderWithProviders(<FilaAtendimentoTab />);
    const user = userEvent.setup();
    await linhaDe('Bruno Agendado');
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    expect(await screen.findByRole('option', { name: 'Todas (5)', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Encerrado (0)', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Em atendimento (2)', hidden: true }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Fila de atendimento' })).queryByText('Bruno Agendado'),
      ).toBeNull(),
    );
    expect(await linhaDe('Edu Comigo')).toBeInTheDocument();
    expect(await linhaDe('Fê Com Outro')).toBeInTheDocument();
    // the user's waiting candidates stay in view whatever the filter
    expect(
      screen.getByRole('region', { name: 'Aguardando seu atendimento (1)', hidden: true }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Encerrado (0)', hidden: true }));
    expect(await screen.findByText(M.nenhumaNaSituacao)).toBeInTheDocument();
  });

  it('says when the queue cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'falhou' }, 500));
    renderWithProviders(<FilaAtendimentoTab />);
    expect(await screen.findByText(M.erroCarregar)).toBeInTheDocument();
  });
});
