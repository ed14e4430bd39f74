import { describe, expect, it } from 'vitest';
import {
  AREAS_PERMISSAO,
  chaveNomePerfil,
  codigosDesconhecidos,
  codigosEfetivos,
  MENSAGENS_PERFIS,
  PERFIS_PADRAO,
  perfilAcessoBody,
  telasDosCodigos,
} from './perfis-acesso';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from './permissions';

const perfil = (nome: string) => PERFIS_PADRAO.find((p) => p.nome === nome)!;

describe('perfis de acesso', () => {
  it('traz os perfis das áreas da especificação, com o administrador tendo todos os códigos', () => {
    expect(PERFIS_PADRAO.map((p) => p.nome)).toEqual([
      'Analista de Seleção',
      'Gestor de Seleção',
      'Analista de Recrutamento',
      'Autoatendimento',
      'Call center',
      'Financeiro',
      'Marketing',
      'Administrador',
    ]);
    expect(perfil('Administrador').codigos).toEqual(TODOS_CODIGOS_PERMISSAO);
    for (const p of PERFIS_PADRAO) expect(codigosDesconhecidos(p.codigos)).toEqual([]);
  });

  it('soma os códigos dos perfis e os extras, sem repetir, em ordem', () => {
    expect(codigosEfetivos([perfil('Financeiro'), perfil('Marketing')], [338, 25])).toEqual([
      25, 107, 338, 341,
    ]);
    expect(codigosEfetivos([], [])).toEqual([]);
    // extras only, and extras already in a profile, count once
    expect(codigosEfetivos([], [900, 25, 25])).toEqual([25, 900]);
    expect(codigosEfetivos([perfil('Call center')], [316, 900])).toEqual([25, 316, 900]);
    // two profiles that share codes
    const gestor = perfil('Gestor de Seleção');
    expect(codigosEfetivos([perfil('Analista de Seleção'), gestor], [])).toEqual([...gestor.codigos]);
  });

  it('compara nomes de perfil sem caixa, acentos e espaços repetidos', () => {
    expect(chaveNomePerfil('  Analista  de Seleção ')).toBe(chaveNomePerfil('analista de selecao'));
    expect(chaveNomePerfil('Gestão')).not.toBe(chaveNomePerfil('Gestor'));
  });

  it('valida o perfil: nome aparado de 1 a 60, ao menos um código, só códigos existentes', () => {
    expect(perfilAcessoBody.parse({ nm_perfil: '  Suporte ', codigos: [900, 25, 25] })).toEqual({
      nm_perfil: 'Suporte',
      codigos: [25, 900],
    });
    const erro = (corpo: unknown) => {
      const r = perfilAcessoBody.safeParse(corpo);
      return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(erro({ nm_perfil: '   ', codigos: [25] })).toEqual([
      `nm_perfil: ${MENSAGENS_PERFIS.nomeObrigatorio}`,
    ]);
    expect(erro({ codigos: [25] })).toEqual([`nm_perfil: ${MENSAGENS_PERFIS.nomeObrigatorio}`]);
    expect(erro({ nm_perfil: 'x'.repeat(61), codigos: [25] })).toHaveLength(1);
    expect(erro({ nm_perfil: 'Suporte', codigos: [] })).toEqual([
      `codigos: ${MENSAGENS_PERFIS.codigosObrigatorios}`,
    ]);
    expect(erro({ nm_perfil: 'Suporte', codigos: [25, 4242, 1] })).toEqual([
      `codigos: ${MENSAGENS_PERFIS.codigosDesconhecidos([1, 4242])}`,
    ]);
  });

  it('agrupa os códigos por área, com rótulo, cobrindo todos os códigos', () => {
    expect(new Set(AREAS_PERMISSAO.flatMap((a) => a.codigos))).toEqual(new Set(TODOS_CODIGOS_PERMISSAO));
    for (const a of AREAS_PERMISSAO) expect(a.rotulo.trim()).not.toBe('');
    expect(AREAS_PERMISSAO.find((a) => a.area === 'administracao')).toMatchObject({
      rotulo: 'Administração',
      codigos: [900],
    });
  });

  it('aponta os códigos que nenhuma área usa', () => {
    expect(codigosDesconhecidos([58, 1, 900, 7777, 1])).toEqual([1, 7777]);
  });

  it('diz quais telas os códigos abrem', () => {
    expect(telasDosCodigos(perfil('Financeiro').codigos)).toEqual(
      expect.arrayContaining(['Financeiro › Bot Valida Cliente']),
    );
    const selecao = telasDosCodigos(perfil('Analista de Seleção').codigos);
    expect(selecao.some((t) => t.startsWith('Seleção'))).toBe(true);
    expect(selecao.some((t) => t.startsWith('Financeiro'))).toBe(false);
    expect(telasDosCodigos(PERMISSOES.campanhasMarketing).length).toBeGreaterThan(0);
    expect(telasDosCodigos([])).toEqual([]);
  });
});
