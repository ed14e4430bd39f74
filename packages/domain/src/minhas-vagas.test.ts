import { describe, expect, it } from 'vitest';
import {
  corDiasEstacionada,
  erroPeriodoAbertura,
  filtrosPadrao,
  ordenarVagas,
  podeAlterarAnalistaMinhasVagas,
  queryDosFiltros,
  regioesDosFiltros,
  situacoesDosFiltros,
  type VagaSelecaoLinha,
  vagasSelecaoQuery,
} from './minhas-vagas';

const linha = (v: Partial<VagaSelecaoLinha>): VagaSelecaoLinha =>
  ({
    NR_VAGA: 1,
    NM_PESSOA_ANALISTA: null,
    NM_CARGO: null,
    NM_APELIDO_CLIENTE: null,
    ID_ESCONDE_INFO_SIGILOSA: 'N',
    TIPO_CONTRATACAO_STRING: 'Efetivo',
    CANDIDATO_APROVADO: 0,
    QT_DIAS_ESTACIONADA: 0,
    ...v,
  }) as VagaSelecaoLinha;

describe('My openings filters (spec 002 §3.8, §9)', () => {
  it('refuses an opening period that ends before it starts, on its end date', () => {
    const msg = 'A data de início não pode ser maior que a data de término.';
    expect(erroPeriodoAbertura({ inicio: '2025-03-10', termino: '2025-03-01' })).toBe(msg);
    expect(erroPeriodoAbertura({ inicio: '2025-03-01', termino: '2025-03-01' })).toBeNull();
    expect(erroPeriodoAbertura({ inicio: '2025-03-10', termino: null })).toBeNull();
    const r = vagasSelecaoQuery.safeParse({ inicio: '2025-03-10', termino: '2025-03-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['termino'], message: msg });
  });

  it.each([
    ['minhas-vagas', 'M', 'N'],
    ['recrutamento', 'M', 'S'],
    ['gerencial', 'A', 'T'],
    ['requisicoes', 'A', 'T'],
  ] as const)(
    'the defaults of %s: whose %s, sector %s, open and at the client, ending today, the user unit',
    (perfil, tipo, setor) => {
      expect(filtrosPadrao(perfil, { cd_unid: 101 }, '2025-06-30')).toEqual({
        tipo_vagas: tipo,
        nm_cargo: '',
        nm_empresa: '',
        nr_vaga: null,
        cc_vaga: '',
        nr_requisicao: null,
        cd_unidade: 101,
        cd_empresa: null,
        nm_cidade: '',
        regioes: [],
        setor,
        somente_pcd: false,
        last_24hr: false,
        inicio: null,
        termino: '2025-06-30',
        situacoes: ['aberta', 'cliente'],
        cd_pessoa_analista: null,
      });
    },
  );

  it('the query of My openings defaults: selection sector, mine, open and at the client, ending today, the user unit', () => {
    expect(queryDosFiltros(filtrosPadrao('minhas-vagas', { cd_unid: 101 }, '2025-06-30'))).toEqual({
      tipo_vagas: 'M',
      setor: 'N',
      cd_unidade: 101,
      aberta: 'S',
      cliente: 'S',
      termino: '2025-06-30',
    });
  });

  it('the query of the requisitions defaults: everybody, both sectors', () => {
    expect(queryDosFiltros(filtrosPadrao('requisicoes', { cd_unid: 1 }, '2025-06-30'))).toEqual({
      tipo_vagas: 'A',
      setor: 'T',
      cd_unidade: 1,
      aberta: 'S',
      cliente: 'S',
      termino: '2025-06-30',
    });
  });

  it('the query the screen sends is what the server reads', () => {
    const f = {
      ...filtrosPadrao('minhas-vagas', { cd_unid: 1 }, '2025-06-30'),
      nm_cargo: '  Operador ',
      nr_vaga: 12,
      regioes: ['sul', 'norte'] as const,
      situacoes: ['congelada'] as const,
      somente_pcd: true,
      last_24hr: true,
      inicio: '2025-01-01',
    };
    const lido = vagasSelecaoQuery.parse(
      Object.fromEntries(
        Object.entries(queryDosFiltros({ ...f, regioes: [...f.regioes], situacoes: [...f.situacoes] })).map(
          ([k, v]) => [k, String(v)],
        ),
      ),
    );
    expect(lido).toMatchObject({
      nm_cargo: 'Operador',
      nr_vaga: 12,
      sul: true,
      norte: true,
      centro: false,
      congelada: true,
      aberta: false,
      somente_pcd: true,
      last_24hr: true,
      inicio: '2025-01-01',
    });
    expect(situacoesDosFiltros(lido)).toEqual([13]);
    expect(regioesDosFiltros(lido)).toEqual(['Norte', 'Sul']);
  });

  it('status flags select their situations; none on restricts nothing', () => {
    expect(situacoesDosFiltros({ aberta: true, cliente: true, comercial: true, prospeccao: true })).toEqual([
      1, 7, 11, 12,
    ]);
    expect(
      situacoesDosFiltros({
        cancelada: true,
        fechada: true,
        canc_selecao_sem_candidato: true,
        canc_com_faturamento: true,
        bloqueado: true,
      }),
    ).toEqual([6, 5, 8, 9, 10]);
    expect(situacoesDosFiltros({})).toEqual([]);
  });
});

describe('sort control and colours (spec 001 §2.12, §4)', () => {
  const vagas = [
    linha({ NR_VAGA: 1, NM_PESSOA_ANALISTA: 'Érica', QT_DIAS_ESTACIONADA: 3, NM_APELIDO_CLIENTE: 'Zeta' }),
    linha({ NR_VAGA: 2, NM_PESSOA_ANALISTA: 'ana', QT_DIAS_ESTACIONADA: 12, CANDIDATO_APROVADO: 1 }),
    linha({ NR_VAGA: 3, NM_PESSOA_ANALISTA: null, QT_DIAS_ESTACIONADA: 7, NM_APELIDO_CLIENTE: 'Alfa' }),
    linha({
      NR_VAGA: 4,
      NM_PESSOA_ANALISTA: 'Bruno',
      NM_APELIDO_CLIENTE: 'Beta',
      ID_ESCONDE_INFO_SIGILOSA: 'S',
    }),
  ];
  const nrs = (l: VagaSelecaoLinha[]) => l.map((v) => v.NR_VAGA);

  it('sorts texts in Portuguese order, empty last in both directions', () => {
    expect(nrs(ordenarVagas(vagas, { campo: 'analista', direcao: 'asc' }))).toEqual([2, 4, 1, 3]);
    expect(nrs(ordenarVagas(vagas, { campo: 'analista', direcao: 'desc' }))).toEqual([1, 4, 2, 3]);
    // a hidden client sorts as empty
    expect(nrs(ordenarVagas(vagas, { campo: 'cliente', direcao: 'asc' }))).toEqual([3, 1, 4, 2]);
  });

  it('sorts numbers; ties keep the newest vacancy first', () => {
    expect(nrs(ordenarVagas(vagas, { campo: 'dias_estacionada', direcao: 'desc' }))).toEqual([2, 3, 1, 4]);
    expect(nrs(ordenarVagas(vagas, { campo: 'candidato_aprovado', direcao: 'desc' }))).toEqual([2, 4, 3, 1]);
  });

  it('days parked: up to 5 green, up to 10 orange, above red', () => {
    expect([0, 5, 6, 10, 11].map(corDiasEstacionada)).toEqual(['green', 'green', 'orange', 'orange', 'red']);
  });

  it('the analyst changes in situations 1 and 13 only', () => {
    expect([1, 13].every(podeAlterarAnalistaMinhasVagas)).toBe(true);
    expect([5, 6, 7, 11, 12].some(podeAlterarAnalistaMinhasVagas)).toBe(false);
  });
});
