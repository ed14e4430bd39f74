import { describe, expect, it } from 'vitest';
import {
  CLIENTE_INDICACAO_EFETIVO,
  comPadroesIndicacao,
  errosIndicacao,
  filtroVagasCandidato,
  indicacaoBody,
  MENSAGENS_INDICACAO as M,
  regioesFiltro,
  rotuloTipoIndicacao,
  situacoesDoStatus,
} from './dados-candidato';

const completa = indicacaoBody.parse({
  dt_indicacao: '2030-01-10',
  cd_pessoa_indica: 10,
  cd_pessoa_cliente: 20,
  id_trabalhou_empresa_indicacao: 'S',
});

describe('referral rules (spec 002 §5)', () => {
  it('asks for date, referrer, whether the referrer worked there and the client, in that order', () => {
    expect(errosIndicacao(indicacaoBody.parse({}), false)).toEqual([
      M.data,
      M.indicador,
      M.trabalhou,
      M.cliente,
    ]);
    expect(errosIndicacao(completa, false)).toEqual([]);
  });

  it('asks for the referral type only when the client has process types', () => {
    expect(errosIndicacao(completa, true)).toEqual([M.tipo]);
    expect(errosIndicacao({ ...completa, id_tipo_indicacao: 'O' }, true)).toEqual([]);
  });

  it('blank fields count as missing', () => {
    const b = indicacaoBody.parse({ dt_indicacao: '', cd_pessoa_indica: '', id_tipo_indicacao: '' });
    expect(b.dt_indicacao).toBeUndefined();
    expect(b.id_tipo_indicacao).toBeUndefined();
  });

  it('defaults company and client company to 1, keeping what was sent', () => {
    expect(comPadroesIndicacao({})).toEqual({ cd_empresa: 1, cd_empresa_cliente: 1 });
    expect(comPadroesIndicacao({ cd_empresa: 5, cd_empresa_cliente: 7 })).toEqual({
      cd_empresa: 5,
      cd_empresa_cliente: 7,
    });
  });

  it('labels type M as effective operational only for client 80011', () => {
    expect(rotuloTipoIndicacao('M', CLIENTE_INDICACAO_EFETIVO)).toBe('Operacional efetivo');
    expect(rotuloTipoIndicacao('M', 123)).toBe('Jovem aprendiz produção');
    expect(rotuloTipoIndicacao('O', CLIENTE_INDICACAO_EFETIVO)).toBe('Operacional');
    expect(rotuloTipoIndicacao('A', null)).toBe('Jovem aprendiz administrativo');
    expect(rotuloTipoIndicacao('T', null)).toBe('Jovem aprendiz manutenção');
    expect(rotuloTipoIndicacao(null, null)).toBe('');
  });

  it('refuses unknown turns, affinities and types', () => {
    expect(indicacaoBody.safeParse({ ds_turno_indicador: 'MADRUGADA' }).success).toBe(false);
    expect(indicacaoBody.safeParse({ id_grau_afinidade_indicador: 'X' }).success).toBe(false);
    expect(indicacaoBody.safeParse({ id_tipo_indicacao: 'Z' }).success).toBe(false);
  });
});

describe('candidate-vacancy filter (spec 002 §3.8)', () => {
  it('defaults to open vacancies of both sectors', () => {
    expect(filtroVagasCandidato.parse({})).toMatchObject({ status: 1, setor: 'T' });
  });
  it('reads status 0, 1 and 7 only, as numbers or digits', () => {
    expect(filtroVagasCandidato.parse({ status: '7' }).status).toBe(7);
    expect(filtroVagasCandidato.safeParse({ status: 5 }).success).toBe(false);
    expect(situacoesDoStatus(0)).toEqual([]);
    expect(situacoesDoStatus(1)).toEqual([1]);
    expect(situacoesDoStatus(7)).toEqual([7]);
  });
  it('turns the region flags into region names', () => {
    expect(regioesFiltro(filtroVagasCandidato.parse({ norte: true, sul: 'S', leste: false }))).toEqual([
      'Norte',
      'Sul',
    ]);
    expect(regioesFiltro(filtroVagasCandidato.parse({}))).toEqual([]);
  });
});
