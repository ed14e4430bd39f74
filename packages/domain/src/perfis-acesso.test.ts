import { describe, expect, it } from 'vitest';
import { codigosDesconhecidos, codigosEfetivos, PERFIS_PADRAO, telasDosCodigos } from './perfis-acesso';
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
