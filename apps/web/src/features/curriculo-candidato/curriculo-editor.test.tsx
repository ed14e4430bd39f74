import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
// the document.fonts stand-in Mantine's autosizing text areas need in jsdom
import '../../components/testing/render';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { CurriculoEditor } from './curriculo-editor';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const DADOS = {
  CD_PESSOA: 5,
  NM_PESSOA: 'Joana Prado',
  NM_APELIDO: null,
  NR_DOCUMENTO_CPF: '52998224725',
  DS_EMAIL: 'joana@example.com',
  DT_NASCIMENTO: '1990-03-15',
  ID_ESTADO_CIVIL: 'S',
  ID_SEXO: 'F',
  CD_PAIS: 1,
  CD_UF_ORIGEM: 'SC',
  NM_CIDADE_ORIGEM: 'Joinville',
  CD_CEP: '89201100',
  NM_CEP: 'Rua XV',
  NM_BAIRRO: 'Centro',
  NM_CIDADE: 'Joinville',
  CD_UF: 'SC',
  NR_TELEFONE_CEL: '47999998888',
  NR_TELEFONE_RES: '4733334444',
  ID_TURNO_NORMAL: 'S',
  ID_BLOQUEADO: 'N',
  DT_INATIVO: null,
  ID_SITUACAO_ESOCIAL: 'N',
  ID_USO_IMAGEM: '0',
  NR_NOTA_CANDIDATO: null,
  NR_ALTURA: 1.7,
  NR_PESO: 65,
};

let respostaSalvar: unknown = { status: 1, message: M.sucessoAtualizacao, cd_pessoa: 5 };
const fetchMock = vi.fn<typeof fetch>();
const abrir = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('curriculo/dados-base'))
      return json({
        idiomas: [],
        softwares: [],
        competencias: [],
        cargos: [{ CD_CARGO: 1, NM_CARGO: 'Auxiliar' }],
      });
    if (u.includes('dados-candidato/5')) return json(DADOS);
    if (u.includes('cursos/5'))
      return json([
        {
          NR_SEQUENCIA: 3,
          CD_NIVEL: 2,
          ID_SITUACAO: 'C',
          DT_CONCLUSAO_CURSO: null,
          NR_CARGA_HORARIA: null,
          DS_SERIE: null,
          NM_PESSOA_ESTAB_ENSINO: 'EEB',
          NM_CURSO: null,
          DS_OBSERVACOES: null,
        },
      ]);
    if (u.includes('candidato/cargos/5'))
      return json([{ CD_CARGO: 1, NM_CARGO: 'Auxiliar', NR_EXPERIENCIA: 2 }]);
    if (u.includes('salvar-curriculo')) return json(respostaSalvar);
    if (u.includes('grupos-list'))
      return json([
        {
          CD_TIPO_GRUPO_CANDIDATO: 8,
          NM_TIPO_GRUPO_CANDIDATO: 'Operadores',
          CD_EMPRESA: 1,
          NM_EMPRESA: 'Unidade 1',
          CD_CARGO: 1,
          NM_CARGO: 'Auxiliar',
          CD_PESSOA_SELECIONADOR: 1,
          CRIADO_POR: 'Ana',
          DS_OBSERVACOES: null,
          QT_CANDIDATOS: 0,
          CRIADO_EM: '2026-01-01T00:00:00.000Z',
        },
      ]);
    if (u.includes('candidatos-add')) return json({ message: 'ok', adicionados: 1 });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function montar(ui: ReactElement) {
  const tabs = { abrir, url: () => '/t/x' } as unknown as TabsApi;
  return renderizar(<TabsContext.Provider value={tabs}>{ui}</TabsContext.Provider>);
}

describe('CurriculoEditor', () => {
  it('a new record keeps the sections after the personal data closed', async () => {
    montar(<CurriculoEditor />);
    expect(await screen.findByRole('heading', { name: 'Pessoal', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endereço' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Acesso WEB' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // under the field and in the toast
    expect(await screen.findAllByText(M.nome)).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('salvar-curriculo'))).toBe(false);
  });

  it('loads a stored candidate, opens every section and saves the whole record as multipart', async () => {
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    expect(await screen.findByDisplayValue('Joana Prado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endereço' })).toBeEnabled();
    expect(screen.getByText('22,5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText(M.sucessoAtualizacao)).toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('salvar-curriculo')) ?? [];
    const corpo = init?.body as FormData;
    expect(corpo).toBeInstanceOf(FormData);
    expect(corpo.get('cd_pessoa_candidato')).toBe('5');
    expect(corpo.get('nm_pessoa')).toBe('Joana Prado');
    expect(JSON.parse(String(corpo.get('addCurso')))).toEqual([]);
    expect(JSON.parse(String(corpo.get('cargosSelecionados')))).toEqual([
      { CD_CARGO: 1, NM_CARGO: 'Auxiliar', NR_EXPERIENCIA: 2 },
    ]);
  });

  it('shows an unknown answer status as the unexpected-error message', async () => {
    respostaSalvar = { status: 7, message: 'x', cd_pessoa: 5 };
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    await screen.findByDisplayValue('Joana Prado');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.inesperado)).toBeInTheDocument();
    respostaSalvar = { status: 1, message: M.sucessoAtualizacao, cd_pessoa: 5 };
  });

  it("adds the stored candidate to a group ('Incluir candidato a grupo', Cancelar/Criar)", async () => {
    montar(<CurriculoEditor cdPessoaCandidato={5} />);
    await screen.findByDisplayValue('Joana Prado');
    await userEvent.click(screen.getByRole('button', { name: 'Add. grupo de cand.' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Incluir candidato a grupo' });
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /^Grupo/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Operadores/, hidden: true }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Candidato adicionado com sucesso!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('candidatos-add')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      cd_tipo_grupo_candidato: 8,
      candidatos: [{ cd_pessoa: 5, nm_pessoa: 'Joana Prado', ds_observacoes: '' }],
    });
  });
});
