import { describe, expect, it } from 'vitest';
import {
  alternarPagina,
  alternarSelecao,
  enviarCampanhaBody,
  erroEnvioCampanha,
  type FuncionarioAtivo,
  filtrosCampanha,
  MENSAGENS_CAMPANHA,
  ordenarFuncionarios,
  podeSelecionar,
} from './campanhas';

const f = (cd: number, nome: string, extra: Partial<FuncionarioAtivo> = {}): FuncionarioAtivo => ({
  CD_PESSOA: cd,
  NM_PESSOA: nome,
  DS_FOTO_CANDIDATO: null,
  ID_SEXO: 'F',
  NM_MAE: null,
  TEL_MAE: null,
  NM_PAI: null,
  TEL_PAI: null,
  NM_CONJUGE: null,
  TEL_CONJUGE: null,
  ID_TAMANHO_CAMISA: null,
  ID_TAMANHO_CALCA: null,
  NR_CALCADO: null,
  NR_FILHO: null,
  ID_COMEMORA_ANIVERSARIO: null,
  ALTERADO_EM: null,
  ID_VISUALIZADO: 'S',
  ...extra,
});

describe('campaign selection rules (spec 002 §4)', () => {
  const ativa = f(2, 'Bruno', { ID_VISUALIZADO: 'N' });
  const livre = f(1, 'Ana');

  it('a person with an active campaign cannot be picked', () => {
    expect(podeSelecionar(ativa)).toBe(false);
    expect(podeSelecionar(livre)).toBe(true);
    expect([...alternarSelecao(new Set(), ativa)]).toEqual([]);
    expect([...alternarSelecao(new Set(), livre)]).toEqual([1]);
    expect([...alternarSelecao(new Set([1]), livre)]).toEqual([]);
  });

  it('picking a page takes only the selectable people, and a second time drops them', () => {
    const pagina = [livre, ativa, f(3, 'Carla')];
    const todos = alternarPagina(new Set([9]), pagina);
    expect([...todos].sort()).toEqual([1, 3, 9]);
    expect([...alternarPagina(todos, pagina)]).toEqual([9]);
  });

  it('sending needs at least one person, on screen and on the server', () => {
    expect(erroEnvioCampanha(new Set())).toBe(MENSAGENS_CAMPANHA.selecioneUma);
    expect(erroEnvioCampanha([4])).toBeNull();
    const r = enviarCampanhaBody.safeParse({ pessoas: [], filtros: {} });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain(MENSAGENS_CAMPANHA.selecioneUma);
    expect(enviarCampanhaBody.safeParse({ pessoas: [1, 2], filtros: { id_sexo: 'AM' } }).success).toBe(true);
  });

  it('checks the filter values and the update period', () => {
    expect(filtrosCampanha.safeParse({ id_sexo: 'X' }).success).toBe(false);
    expect(filtrosCampanha.safeParse({ id_possui_filhos: 'NI', id_comemora_aniversario: 'S' }).success).toBe(
      true,
    );
    expect(
      filtrosCampanha.safeParse({
        dt_ultima_atualizacao_de: '2026-02-01',
        dt_ultima_atualizacao_ate: '2026-01-01',
      }).success,
    ).toBe(false);
  });
});

describe('sorting the cards (spec 002 §9)', () => {
  const linhas = [
    f(1, 'Carla', { ID_TAMANHO_CAMISA: 'GG', NR_CALCADO: 38, NR_FILHO: 2, ID_TAMANHO_CALCA: '40' }),
    f(2, 'ana', { ID_TAMANHO_CAMISA: 'P', NR_CALCADO: 42, NR_FILHO: 0, ID_TAMANHO_CALCA: '38' }),
    f(3, 'Bruno', { ID_TAMANHO_CAMISA: 'G1', ID_SEXO: 'M' }),
  ];
  const nomes = (l: FuncionarioAtivo[]) => l.map((x) => x.NM_PESSOA);

  it('by name ignoring case, by shirt in size order, shoe and trousers as numbers, empty values last', () => {
    expect(nomes(ordenarFuncionarios(linhas, 'Nome'))).toEqual(['ana', 'Bruno', 'Carla']);
    expect(nomes(ordenarFuncionarios(linhas, 'Camisa'))).toEqual(['ana', 'Carla', 'Bruno']);
    expect(nomes(ordenarFuncionarios(linhas, 'Calçado'))).toEqual(['Carla', 'ana', 'Bruno']);
    expect(nomes(ordenarFuncionarios(linhas, 'Calçado', true))).toEqual(['ana', 'Carla', 'Bruno']);
    expect(nomes(ordenarFuncionarios(linhas, 'Calça'))).toEqual(['ana', 'Carla', 'Bruno']);
    expect(nomes(ordenarFuncionarios(linhas, 'Filhos'))).toEqual(['ana', 'Carla', 'Bruno']);
    expect(nomes(ordenarFuncionarios(linhas, 'Sexo'))).toEqual(['ana', 'Carla', 'Bruno']);
  });
});
