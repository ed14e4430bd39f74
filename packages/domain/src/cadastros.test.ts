import { describe, expect, it } from 'vitest';
import {
  CODIGOS_CADASTROS,
  chaveNomeCadastro,
  LIMITES_CADASTROS,
  MENSAGENS_CADASTROS,
  motivoCancelamentoCadastroBody,
  PERMISSOES_CADASTROS,
  turnoCadastroBody,
} from './cadastros';
import { MENSAGENS_ENTRADA } from './entrada';

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('cadastros', () => {
  it('dá a cada cadastro o seu código', () => {
    expect(PERMISSOES_CADASTROS.turnos).toEqual([302]);
    expect(PERMISSOES_CADASTROS['motivos-cancelamento']).toEqual([59]);
    expect([...CODIGOS_CADASTROS].sort()).toEqual([302, 59]);
  });

  it('compara nomes sem caixa, acentos e espaços repetidos', () => {
    expect(chaveNomeCadastro('  Manhã   Comercial ')).toBe(chaveNomeCadastro('manha comercial'));
    expect(chaveNomeCadastro('Noite')).not.toBe(chaveNomeCadastro('Noturno'));
  });

  it('valida o turno: nome aparado obrigatório, tipo de contratação e situação', () => {
    expect(turnoCadastroBody.parse({ nome: '  Noturno ', cd_tipo_contratacao: '2', id_ativo: 'S' })).toEqual({
      nome: 'Noturno',
      cd_tipo_contratacao: 2,
      id_ativo: 'S',
    });
    expect(
      erros(turnoCadastroBody.safeParse({ nome: '   ', cd_tipo_contratacao: 1, id_ativo: 'S' })),
    ).toEqual([`nome: ${MENSAGENS_CADASTROS.nomeObrigatorio}`]);
    expect(erros(turnoCadastroBody.safeParse({ nome: 'A', cd_tipo_contratacao: '', id_ativo: 'N' }))).toEqual(
      [`cd_tipo_contratacao: ${MENSAGENS_CADASTROS.tipoContratacaoObrigatorio}`],
    );
    expect(
      erros(turnoCadastroBody.safeParse({ nome: 'A', cd_tipo_contratacao: 1, id_ativo: 'X' })),
    ).not.toBeNull();
  });

  it('limita o nome ao tamanho da coluna e recusa caracteres que a coluna não guarda', () => {
    const max = LIMITES_CADASTROS.nomeMotivoCancelamentoMax;
    expect(motivoCancelamentoCadastroBody.safeParse({ nome: 'x'.repeat(max), id_ativo: 'S' }).success).toBe(
      true,
    );
    expect(
      erros(motivoCancelamentoCadastroBody.safeParse({ nome: 'x'.repeat(max + 1), id_ativo: 'S' })),
    ).toEqual([`nome: ${MENSAGENS_ENTRADA.textoMax(max)}`]);
    expect(erros(motivoCancelamentoCadastroBody.safeParse({ nome: 'a\u0000b', id_ativo: 'S' }))).toEqual([
      `nome: ${MENSAGENS_ENTRADA.caracteresInvalidos}`,
    ]);
    expect(erros(motivoCancelamentoCadastroBody.safeParse({ id_ativo: 'S' }))).toEqual([
      `nome: ${MENSAGENS_CADASTROS.nomeObrigatorio}`,
    ]);
  });

  it('explica por que um registro em uso não pode ser excluído', () => {
    expect(MENSAGENS_CADASTROS.emUso(1)).toBe(
      'Este registro está em uso (1 vaga): não pode ser excluído, apenas desativado.',
    );
    expect(MENSAGENS_CADASTROS.emUso(3)).toContain('(3 vagas)');
  });
});
