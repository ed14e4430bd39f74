import { describe, expect, it } from 'vitest';
import {
  AREAS_BUSCA_CANDIDATOS,
  CAMPOS_BUSCA_CANDIDATOS,
  caminhoFiltrosBusca,
  filtrosDoPainel,
  LIMITES_BUSCA_CANDIDATOS as L,
  lerFiltrosBusca,
  limiteAtingido,
  MENSAGENS_BUSCA_CANDIDATOS as M,
  nomeBuscavel,
  padraoNomeBusca,
  pesquisaBuscaCandidatos,
  temFiltro,
} from './candidato-busca';
import { PERMISSOES } from './permissions';

describe('candidate search (spec 001 §2.14, §5, §8, §9)', () => {
  it("keeps the spec's texts and cap", () => {
    expect(L.maxResultados).toBe(200);
    expect(M.avisoLimite).toBe(
      'Apenas 200 resultados retornados, aplique mais filtros para resultados precisos',
    );
    expect(M.muitosResultados).toBe('Erro ao aplicar filtros, muitos resultados. Aplique mais filtros');
    expect(M.erroBuscar).toBe('Erro ao buscar candidatos');
  });

  it('warns from 200 on', () => {
    expect(limiteAtingido(199)).toBe(false);
    expect(limiteAtingido(200)).toBe(true);
  });

  it('reads the campo=valor segments, each value by its own rule', () => {
    expect(lerFiltrosBusca('nm_pessoa= maria  josé /cd_uf=sc/nm_cidade=Joinville/id_bloqueado=S')).toEqual({
      ok: true,
      filtros: { nm_pessoa: 'maria josé', cd_uf: 'SC', nm_cidade: 'Joinville', id_bloqueado: 'S' },
    });
    expect(lerFiltrosBusca('nr_documento_cpf=529.982.247-25/cd_pessoa=12')).toEqual({
      ok: true,
      filtros: { nr_documento_cpf: '52998224725', cd_pessoa: 12 },
    });
    // the value goes up to the end: a second '=' belongs to it
    expect(lerFiltrosBusca('nm_cidade=a=b')).toEqual({ ok: true, filtros: { nm_cidade: 'a=b' } });
  });

  it('refuses a path without any filter with the spec text', () => {
    for (const c of ['', '/', 'nm_pessoa=', 'nm_pessoa=  /cd_uf=']) {
      expect(lerFiltrosBusca(c)).toEqual({ ok: false, erros: [M.muitosResultados] });
    }
  });

  it('refuses unknown, repeated and malformed filters', () => {
    expect(lerFiltrosBusca('nome=maria')).toEqual({ ok: false, erros: [M.filtroDesconhecido] });
    expect(lerFiltrosBusca('constructor=1')).toEqual({ ok: false, erros: [M.filtroDesconhecido] });
    expect(lerFiltrosBusca('cd_uf=SC/cd_uf=')).toEqual({ ok: false, erros: [M.filtroRepetido] });
    expect(lerFiltrosBusca('maria')).toEqual({ ok: false, erros: [M.filtroMalFormado] });
  });

  it('refuses a bad CPF, code, state or flag', () => {
    expect(lerFiltrosBusca('nr_documento_cpf=529.982.247-24')).toEqual({ ok: false, erros: [M.cpfInvalido] });
    expect(lerFiltrosBusca('nr_documento_cpf=5299')).toEqual({ ok: false, erros: [M.cpfInvalido] });
    expect(lerFiltrosBusca('cd_pessoa=-1')).toEqual({ ok: false, erros: [M.codigoInvalido] });
    expect(lerFiltrosBusca('cd_uf=S1')).toEqual({ ok: false, erros: [M.ufInvalida] });
    expect(lerFiltrosBusca('id_bloqueado=s')).toEqual({ ok: false, erros: [M.bloqueadoInvalido] });
  });

  it('needs a run of 3 letters or digits in a name fragment (what the trigram index can find)', () => {
    expect(nomeBuscavel('ana')).toBe(true);
    expect(nomeBuscavel('Zé')).toBe(false);
    expect(nomeBuscavel('a b c d')).toBe(false);
    expect(nomeBuscavel('jo da silva')).toBe(true);
    expect(nomeBuscavel('%%%')).toBe(false);
    expect(lerFiltrosBusca('nm_pessoa=zé')).toEqual({ ok: false, erros: [M.nomeCurto] });
  });

  it('turns a name fragment into a LIKE pattern: no case, no accents, words in order, wildcards escaped', () => {
    expect(padraoNomeBusca('  José   ARAÚJO ')).toBe('%jose%araujo%');
    expect(padraoNomeBusca('100%_s')).toBe('%100\\%\\_s%');
  });

  it('writes the path of the filters given, in a fixed order, and reads it back', () => {
    const f = {
      nm_cidade: 'São José',
      nm_pessoa: ' maria ',
      cd_uf: 'SC',
      nr_documento_cpf: '',
      cd_pessoa: undefined,
    };
    expect(caminhoFiltrosBusca(f)).toBe('nm_pessoa=maria/cd_uf=SC/nm_cidade=São José');
    expect(lerFiltrosBusca(caminhoFiltrosBusca(f))).toEqual({
      ok: true,
      filtros: { nm_pessoa: 'maria', cd_uf: 'SC', nm_cidade: 'São José' },
    });
    expect(temFiltro(f)).toBe(true);
    expect(temFiltro({ nm_pessoa: ' ', cd_uf: '' })).toBe(false);
    expect(CAMPOS_BUSCA_CANDIDATOS).toHaveLength(6);
  });

  it('is open to the selection, management and recruitment codes', () => {
    const codigos = AREAS_BUSCA_CANDIDATOS.flatMap((a) => PERMISSOES[a]);
    expect([...new Set(codigos)].sort((a, b) => a - b)).toEqual([36, 37, 58, 59, 60]);
  });

  it('searches a CPF or a code alone, wherever the candidate lives; otherwise name, flag and place', () => {
    const painel = {
      nr_documento_cpf: '',
      nm_pessoa: ' maria ',
      cd_pessoa: '',
      id_bloqueado: 'S' as const,
      cd_uf: 'SC',
      nm_cidade: 'Joinville',
    };
    expect(filtrosDoPainel(painel)).toEqual({
      nm_pessoa: 'maria',
      id_bloqueado: 'S',
      cd_uf: 'SC',
      nm_cidade: 'Joinville',
    });
    expect(caminhoFiltrosBusca(filtrosDoPainel({ ...painel, nr_documento_cpf: '52998224725' }))).toBe(
      'nr_documento_cpf=52998224725',
    );
    expect(caminhoFiltrosBusca(filtrosDoPainel({ ...painel, cd_pessoa: '12' }))).toBe('cd_pessoa=12');
    const vazio = { ...painel, nm_pessoa: '', id_bloqueado: 'N' as const, cd_uf: null, nm_cidade: null };
    expect(filtrosDoPainel(vazio)).toEqual({
      nm_pessoa: undefined,
      id_bloqueado: undefined,
      cd_uf: undefined,
      nm_cidade: undefined,
    });
    expect(pesquisaBuscaCandidatos.safeParse(filtrosDoPainel(vazio)).error?.issues[0]?.message).toBe(
      M.muitosResultados,
    );
  });
});
