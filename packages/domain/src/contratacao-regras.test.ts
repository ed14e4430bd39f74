import { describe, expect, it } from 'vitest';
import { erroEncerramento, MENSAGENS_CONTRATACAO } from './contratacao';
import {
  cotaPcd,
  diasDeContrato,
  errosPrazoTemporario,
  errosProrrogacao,
  type FichaAdmissao,
  faixaAprendiz,
  pendenciasAdmissao,
  prazoAdmissao,
  MENSAGENS_TEMPORARIO as T,
  ultimoDiaProrrogacao,
} from './contratacao-regras';

describe('PCD quota (Lei 8.213, art. 93)', () => {
  it.each([
    [0, 0, 0],
    [99, 0, 0],
    [100, 2, 2],
    [101, 2, 3],
    [200, 2, 4],
    [201, 3, 7],
    [500, 3, 15],
    [501, 4, 21],
    [1000, 4, 40],
    [1001, 5, 51],
    [20000, 5, 1000],
  ])('%i employees: %i %% → %i people', (funcionarios, percentual, quantidade) => {
    expect(cotaPcd(funcionarios)).toEqual({ percentual, quantidade });
  });

  it('takes an unknown number of employees as none', () => {
    expect(cotaPcd(null)).toEqual({ percentual: 0, quantidade: 0 });
    expect(cotaPcd(-5)).toEqual({ percentual: 0, quantidade: 0 });
  });
});

describe('apprentice range (CLT art. 429)', () => {
  it('is 5 % rounded up to 15 % rounded down', () => {
    expect(faixaAprendiz(7, false)).toEqual({ minimo: 1, maximo: 1, dispensada: false });
    expect(faixaAprendiz(100, false)).toEqual({ minimo: 5, maximo: 15, dispensada: false });
    expect(faixaAprendiz(101, false)).toEqual({ minimo: 6, maximo: 15, dispensada: false });
  });

  it('does not oblige a Simples Nacional company', () => {
    expect(faixaAprendiz(100, true)).toEqual({ minimo: 0, maximo: 15, dispensada: true });
  });
});

describe('temporary contract clock (Lei 6.019, art. 10)', () => {
  it('counts the first and the last day', () => {
    expect(diasDeContrato('2026-01-01', '2026-01-01')).toBe(1);
    expect(diasDeContrato('2026-01-01', '2026-06-29')).toBe(180);
  });

  it('accepts 180 days and refuses 181, a missing end and an end before the start', () => {
    expect(errosPrazoTemporario('2026-01-01', '2026-06-29')).toEqual([]);
    expect(errosPrazoTemporario('2026-01-01', '2026-06-30')).toEqual([T.contratoLongo('29/06/2026')]);
    expect(errosPrazoTemporario('2026-01-01', null)).toEqual([T.fimObrigatorio]);
    expect(errosPrazoTemporario('2026-01-10', '2026-01-09')).toEqual([T.fimAntesDoInicio]);
  });

  const base = { inicio: '2026-01-01', fimAtual: '2026-06-29', prorrogacoes: 0, motivo: 'Demanda mantida' };

  it('extends up to 90 days, 270 in all, with a reason', () => {
    expect(errosProrrogacao({ ...base, novoFim: '2026-09-27' })).toEqual([]);
    expect(diasDeContrato('2026-01-01', '2026-09-27')).toBe(270);
    expect(errosProrrogacao({ ...base, novoFim: '2026-09-28' })).toEqual([T.prorrogacaoLonga]);
    expect(errosProrrogacao({ ...base, novoFim: '2026-07-10', motivo: ' ' })).toEqual([T.motivoProrrogacao]);
  });

  it('refuses past 270 days in total for a first term recorded longer than the law allows', () => {
    // a contract brought from another system with 196 days: 77 more would make 273
    const antigo = { ...base, fimAtual: '2026-07-15' };
    expect(errosProrrogacao({ ...antigo, novoFim: '2026-09-30' })).toEqual([
      T.prorrogacaoTotal('27/09/2026'),
    ]);
    expect(errosProrrogacao({ ...antigo, novoFim: '2026-09-27' })).toEqual([]);
  });

  it('the last day an extension may reach: 90 days past the end, or day 270 when that comes first', () => {
    expect(ultimoDiaProrrogacao('2026-01-01', '2026-06-29')).toBe('2026-09-27');
    expect(ultimoDiaProrrogacao('2026-01-01', '2026-03-01')).toBe('2026-05-30');
    // a contract recorded without an end counts from its start
    expect(ultimoDiaProrrogacao('2026-01-01', null)).toBe('2026-04-01');
  });

  it('ends early within the term only', () => {
    const c = { inicio: '2026-01-10', fim: '2026-03-10' };
    expect(erroEncerramento(c, '2026-01-10')).toBeNull();
    expect(erroEncerramento(c, '2026-03-10')).toBeNull();
    expect(erroEncerramento(c, '2026-01-09')).toBe(MENSAGENS_CONTRATACAO.encerramentoAntesDoInicio);
    expect(erroEncerramento(c, '2026-03-11')).toBe(MENSAGENS_CONTRATACAO.encerramentoDepoisDoFim);
    // a placement without an end (not temporary) ends on any day from its start
    expect(erroEncerramento({ inicio: '2026-01-10', fim: null }, '2030-01-01')).toBeNull();
  });

  it('allows one extension only, forward only', () => {
    expect(errosProrrogacao({ ...base, novoFim: '2026-07-10', prorrogacoes: 1 })).toEqual([T.jaProrrogado]);
    expect(errosProrrogacao({ ...base, novoFim: '2026-06-29' })).toEqual([T.prorrogacaoNaoAvanca]);
  });
});

describe('eSocial S-2200 completeness', () => {
  const completa: FichaAdmissao = {
    nm_pessoa: 'Ana Souza',
    nr_documento_cpf: '52998224725',
    dt_nascimento: '1990-05-01',
    nr_documento_pis: '12345678901',
    nr_documento_nit: null,
    nr_documento_ctps: null,
    nr_serie_ctps: null,
    cd_cep: '89201-000',
    nm_cep: 'Rua das Flores',
    nr_endereco: '100',
    nm_cidade: 'Joinville',
    cd_uf: 'SC',
    id_sexo: 'F',
    id_cutis: 'B',
    cd_escolaridade: 7,
    id_estado_civil: 'S',
    cd_pais_origem: 1,
  };

  it('lists nothing for a complete record (the digital CTPS is the CPF)', () => {
    expect(pendenciasAdmissao(completa)).toEqual([]);
  });

  it('lists what an imported record without documents misses, in order', () => {
    const antiga = {
      ...completa,
      nr_documento_cpf: null,
      nr_documento_pis: null,
      cd_cep: null,
      id_cutis: null,
    };
    expect(pendenciasAdmissao(antiga).map((p) => p.campo)).toEqual([
      'nr_documento_cpf',
      'nr_documento_pis',
      'nr_documento_ctps',
      'endereco',
      'id_cutis',
    ]);
  });

  it('is due the day before the start', () => {
    expect(prazoAdmissao('2026-12-01')).toBe('2026-11-30');
  });
});
