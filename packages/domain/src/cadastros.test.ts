import { describe, expect, it } from 'vitest';
import {
  CADASTROS,
  CODIGOS_CADASTROS,
  CORPOS_CADASTROS,
  chaveNomeCadastro,
  LIMITES_CADASTROS,
  MENSAGENS_CADASTROS,
  motivoCancelamentoCadastroBody,
  PADROES_CADASTROS,
  PERMISSOES_CADASTROS,
  REGISTROS_CADASTRO,
  turnoCadastroBody,
} from './cadastros';
import { MENSAGENS_ENTRADA } from './entrada';

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('cadastros', () => {
  it('dá a cada cadastro o seu código', () => {
    expect(PERMISSOES_CADASTROS.turnos).toEqual([302]);
    expect(PERMISSOES_CADASTROS['motivos-cancelamento']).toEqual([59]);
    expect(PERMISSOES_CADASTROS['motivos-reprovacao']).toEqual([90]);
    expect(PERMISSOES_CADASTROS['motivos-desistencia']).toEqual([91]);
    expect(PERMISSOES_CADASTROS.areas).toEqual([92]);
    expect([...CODIGOS_CADASTROS].sort((a, b) => a - b)).toEqual([59, 90, 91, 92, 302]);
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
    expect(MENSAGENS_CADASTROS.emUso(1, CADASTROS['motivos-reprovacao'].uso)).toBe(
      'Este registro está em uso (1 reprovação): não pode ser excluído, apenas desativado.',
    );
    expect(MENSAGENS_CADASTROS.emUso(2, CADASTROS.areas.uso)).toContain('(2 vagas ou requisições)');
    expect(MENSAGENS_CADASTROS.areaRenomeadaEmUso(1)).toContain('(1 vaga ou requisição)');
  });

  it('valida o corpo de cada cadastro: nome aparado até o tamanho da coluna e a situação', () => {
    for (const r of REGISTROS_CADASTRO) {
      const corpo = CORPOS_CADASTROS[r];
      const extra = r === 'turnos' ? { cd_tipo_contratacao: 1 } : {};
      const max = CADASTROS[r].nomeMax;
      expect(corpo.safeParse({ nome: ` ${'x'.repeat(max)} `, id_ativo: 'N', ...extra }).success, r).toBe(
        true,
      );
      expect(erros(corpo.safeParse({ nome: 'x'.repeat(max + 1), id_ativo: 'S', ...extra })), r).toEqual([
        `nome: ${MENSAGENS_ENTRADA.textoMax(max)}`,
      ]);
      expect(erros(corpo.safeParse({ nome: 'Área', id_ativo: 'A', ...extra })), r).not.toBeNull();
    }
  });

  it('tem padrões de nomes distintos e dentro do tamanho', () => {
    for (const [r, nomes] of Object.entries(PADROES_CADASTROS)) {
      expect(new Set(nomes.map(chaveNomeCadastro)).size, r).toBe(nomes.length);
      for (const n of nomes) expect(n.length).toBeLessThanOrEqual(200);
    }
  });
});
