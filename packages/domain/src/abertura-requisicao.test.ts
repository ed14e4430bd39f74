import { describe, expect, it } from 'vitest';
import {
  aberturaRequisicaoBody,
  cancelamentoRequisicaoBody,
  confidencialDaLinha,
  edicaoRequisicaoBody,
  faturamentoPadrao,
  LIMITES_ABERTURA,
  linhaAberturaBody,
  MENSAGENS_ABERTURA as M,
  notaAbertura,
  recrutamentoDoSetor,
  salarioAbertura,
  salarioComoTexto,
  totalDeVagas,
} from './abertura-requisicao';
import { MENSAGENS_BENEFICIOS } from './beneficios';

const linha = (extra: Record<string, unknown> = {}) => ({ cd_cargo_cliente: 7, qt_vagas: 1, ...extra });
const corpo = (extra: Record<string, unknown> = {}) => ({
  cd_pessoa_cliente: 10,
  cd_empresa: 1,
  nm_requisitante: 'Marina Souza',
  cd_tipo_contratacao: 1,
  id_setor: 'S',
  id_tipo_vaga: 'O',
  linhas: [linha()],
  ...extra,
});

/** The messages of a refused parse, by dotted path. */
function erros(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const m: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) m[i.path.map(String).join('.')] ??= i.message;
  return m;
}

describe('salário', () => {
  it('accepts numbers and the mask up to 9 characters (99.999,99)', () => {
    expect(salarioAbertura.parse(99_999.99)).toBe(99_999.99);
    expect(salarioAbertura.parse('99.999,99')).toBe(99_999.99);
    expect(salarioAbertura.parse('R$ 1.234,5')).toBe(1234.5);
    expect(salarioAbertura.parse('2500')).toBe(2500);
    expect(salarioAbertura.parse(0)).toBe(0);
    expect(salarioAbertura.parse('')).toBeNull();
    expect(salarioAbertura.parse(null)).toBeNull();
    expect(salarioAbertura.parse(undefined)).toBeNull();
  });

  it('refuses more than 9 characters, negatives, three decimals and text', () => {
    expect(erros(salarioAbertura.safeParse(100_000))).toEqual({ '': M.salarioMax });
    expect(erros(salarioAbertura.safeParse('100.000,00'))).toEqual({ '': M.salarioMax });
    expect(erros(salarioAbertura.safeParse('1234567890'))).toEqual({ '': M.salarioMax });
    expect(erros(salarioAbertura.safeParse(-1))).toEqual({ '': M.salarioInvalido });
    expect(erros(salarioAbertura.safeParse(10.001))).toEqual({ '': M.salarioInvalido });
    expect(erros(salarioAbertura.safeParse('12,345'))).toEqual({ '': M.salarioInvalido });
    expect(erros(salarioAbertura.safeParse('abc'))).toEqual({ '': M.salarioInvalido });
    expect(erros(salarioAbertura.safeParse(Number.NaN))).toEqual({ '': M.salarioInvalido });
  });

  it('counts the characters of the mask', () => {
    expect(salarioComoTexto(99_999.99)).toBe('99.999,99');
    expect(salarioComoTexto(1234.5)).toBe('1.234,50');
  });
});

describe('linha', () => {
  it('takes quantity 1 to 200 and defaults the flags', () => {
    const l = linhaAberturaBody.parse(linha({ qt_vagas: 200 }));
    expect(l).toMatchObject({ qt_vagas: 200, id_salario: 'M', id_vaga_pcd: 'N', id_vaga_sigilosa: 'N' });
    expect(l.id_vaga_confidencial).toBeUndefined();
    expect(linhaAberturaBody.parse(linha({ qt_vagas: '3' })).qt_vagas).toBe(3);
  });

  it('refuses quantity 0, 201, fractions and missing position', () => {
    for (const qt of [0, 201, 1.5, -1, 'x', null]) {
      expect(erros(linhaAberturaBody.safeParse(linha({ qt_vagas: qt })))).toEqual({ qt_vagas: M.quantidade });
    }
    expect(erros(linhaAberturaBody.safeParse({ qt_vagas: 1 }))).toEqual({
      cd_cargo_cliente: M.cargoObrigatorio,
    });
  });

  it('checks the salary type, sex, ages, experience and schooling ranges', () => {
    expect(erros(linhaAberturaBody.safeParse(linha({ id_salario: 'X' })))).toEqual({
      id_salario: M.tipoSalario,
    });
    for (const t of ['H', 'D', 'M', 'S', 'C'])
      expect(linhaAberturaBody.safeParse(linha({ id_salario: t })).success).toBe(true);
    expect(linhaAberturaBody.parse(linha({ id_sexo: '' })).id_sexo).toBeNull();
    expect(erros(linhaAberturaBody.safeParse(linha({ id_sexo: 'X' })))).toEqual({ id_sexo: M.sexoInvalido });
    expect(erros(linhaAberturaBody.safeParse(linha({ nr_idade_de: 13 })))).toEqual({ nr_idade_de: M.idade });
    expect(erros(linhaAberturaBody.safeParse(linha({ nr_idade_ate: 100 })))).toEqual({
      nr_idade_ate: M.idade,
    });
    expect(erros(linhaAberturaBody.safeParse(linha({ nr_idade_de: 40, nr_idade_ate: 30 })))).toEqual({
      nr_idade_ate: M.idadeFaixa,
    });
    expect(linhaAberturaBody.safeParse(linha({ nr_idade_de: 30, nr_idade_ate: 30 })).success).toBe(true);
    expect(linhaAberturaBody.parse(linha({ nr_anos_experiencia_de: 0.5 })).nr_anos_experiencia_de).toBe(0.5);
    expect(erros(linhaAberturaBody.safeParse(linha({ nr_anos_experiencia_de: 0.55 })))).toEqual({
      nr_anos_experiencia_de: M.experiencia,
    });
    expect(erros(linhaAberturaBody.safeParse(linha({ nr_anos_experiencia_ate: 51 })))).toEqual({
      nr_anos_experiencia_ate: M.experiencia,
    });
    expect(
      erros(linhaAberturaBody.safeParse(linha({ nr_anos_experiencia_de: 5, nr_anos_experiencia_ate: 2 }))),
    ).toEqual({ nr_anos_experiencia_ate: M.experienciaFaixa });
    expect(
      erros(linhaAberturaBody.safeParse(linha({ cd_grau_instrucao_de: 8, cd_grau_instrucao_ate: 5 }))),
    ).toEqual({ cd_grau_instrucao_ate: M.escolaridadeFaixa });
  });

  it('refuses a vacancy both secret and confidential', () => {
    expect(
      erros(linhaAberturaBody.safeParse(linha({ id_vaga_sigilosa: 'S', id_vaga_confidencial: 'S' }))),
    ).toEqual({ id_vaga_sigilosa: M.sigilosaConfidencial });
  });

  it('refuses a cost centre longer than the column', () => {
    expect(
      erros(
        linhaAberturaBody.safeParse(
          linha({ cd_centro_custo: 'x'.repeat(LIMITES_ABERTURA.centroCustoMax + 1) }),
        ),
      ),
    ).toEqual({ cd_centro_custo: M.centroCustoMax });
    expect(linhaAberturaBody.parse(linha({ cd_centro_custo: '  ' })).cd_centro_custo).toBeNull();
  });
});

describe('abertura', () => {
  it('reads a minimal opening with its defaults', () => {
    const b = aberturaRequisicaoBody.parse(corpo());
    expect(b.cd_situacao_vaga).toBe(1);
    expect(b.divulgacao).toEqual({
      id_libera_internet: 'N',
      qt_candidatos_vaga_web: 100,
      ds_observacao_internet: null,
    });
    expect(b.ds_area).toBeUndefined();
    expect(b.beneficios).toBeUndefined();
  });

  it('opens in 1, 11 or 12 only', () => {
    for (const s of [1, 11, 12])
      expect(aberturaRequisicaoBody.parse(corpo({ cd_situacao_vaga: s })).cd_situacao_vaga).toBe(s);
    for (const s of [5, 7, 13, '1'])
      expect(erros(aberturaRequisicaoBody.safeParse(corpo({ cd_situacao_vaga: s })))).toEqual({
        cd_situacao_vaga: M.situacaoInvalida,
      });
  });

  it('names the field of each refusal, lines by their index', () => {
    const r = aberturaRequisicaoBody.safeParse(
      corpo({
        cd_pessoa_cliente: null,
        nm_requisitante: '  ',
        id_setor: 'X',
        id_tipo_vaga: 'Z',
        linhas: [linha(), linha({ qt_vagas: 0, vl_salario: '123.456,00' })],
      }),
    );
    expect(erros(r)).toEqual({
      cd_pessoa_cliente: M.clienteObrigatorio,
      nm_requisitante: M.requisitanteObrigatorio,
      id_setor: M.setorInvalido,
      id_tipo_vaga: M.tipoVagaInvalido,
      'linhas.1.qt_vagas': M.quantidade,
      'linhas.1.vl_salario': M.salarioMax,
    });
  });

  it('needs a line, at most 30 lines and 500 vacancies', () => {
    expect(erros(aberturaRequisicaoBody.safeParse(corpo({ linhas: [] })))).toEqual({
      linhas: M.linhasObrigatorias,
    });
    expect(erros(aberturaRequisicaoBody.safeParse(corpo({ linhas: undefined })))).toEqual({
      linhas: M.linhasObrigatorias,
    });
    const muitas = Array.from({ length: 31 }, () => linha());
    expect(erros(aberturaRequisicaoBody.safeParse(corpo({ linhas: muitas })))).toEqual({
      linhas: M.linhasMax,
    });
    const grandes = Array.from({ length: 3 }, () => linha({ qt_vagas: 200 }));
    expect(erros(aberturaRequisicaoBody.safeParse(corpo({ linhas: grandes })))).toEqual({
      linhas: M.vagasMax,
    });
    expect(aberturaRequisicaoBody.safeParse(corpo({ linhas: grandes.slice(0, 2) })).success).toBe(true);
  });

  it('limits the header texts', () => {
    const r = aberturaRequisicaoBody.safeParse(
      corpo({
        nm_requisitante: 'x'.repeat(201),
        ds_area: 'x'.repeat(201),
        nr_pedido_cliente: 'x'.repeat(61),
      }),
    );
    expect(erros(r)).toEqual({
      nm_requisitante: M.requisitanteMax,
      ds_area: M.areaMax,
      nr_pedido_cliente: M.nrPedidoMax,
    });
  });

  it('asks a description of 20 characters to publish on the web, and 1 to 200 candidates', () => {
    expect(
      erros(
        aberturaRequisicaoBody.safeParse(
          corpo({ divulgacao: { id_libera_internet: 'S', ds_observacao_internet: 'curta' } }),
        ),
      ),
    ).toEqual({ 'divulgacao.ds_observacao_internet': M.descricaoWebMin });
    expect(
      erros(
        aberturaRequisicaoBody.safeParse(
          corpo({ divulgacao: { id_libera_internet: 'N', qt_candidatos_vaga_web: 0 } }),
        ),
      ),
    ).toEqual({ 'divulgacao.qt_candidatos_vaga_web': M.qtCandidatosWeb });
    const ok = aberturaRequisicaoBody.parse(
      corpo({
        divulgacao: { id_libera_internet: 'S', ds_observacao_internet: 'Operador de empilhadeira, turno A.' },
      }),
    );
    expect(ok.divulgacao).toMatchObject({ id_libera_internet: 'S', qt_candidatos_vaga_web: 100 });
  });

  it('takes the Benefícios payload without the requisition number', () => {
    const b = aberturaRequisicaoBody.parse(
      corpo({ beneficios: { id_transporte: 'C', ds_obs_transporte: '2', id_plano_saude: 'S' } }),
    );
    expect(b.beneficios).toMatchObject({
      id_transporte: 'C',
      ds_obs_transporte: '2',
      id_plano_saude: 'S',
      id_farmacia: 'N',
    });
    expect(erros(aberturaRequisicaoBody.safeParse(corpo({ beneficios: { id_transporte: 'E' } })))).toEqual({
      'beneficios.ds_obs_transporte': MENSAGENS_BENEFICIOS.descontoObrigatorio,
    });
  });
});

describe('edição', () => {
  it('keeps an opening already made at quantity 1 and once', () => {
    const base = { ...corpo(), cd_pessoa_cliente: undefined, cd_empresa: undefined };
    expect(
      edicaoRequisicaoBody.safeParse({ ...base, linhas: [linha({ nr_vaga: 5 }), linha({ qt_vagas: 3 })] })
        .success,
    ).toBe(true);
    expect(
      erros(edicaoRequisicaoBody.safeParse({ ...base, linhas: [linha({ nr_vaga: 5, qt_vagas: 2 })] })),
    ).toEqual({
      'linhas.0.qt_vagas': M.quantidadeVagaExistente,
    });
    expect(
      erros(
        edicaoRequisicaoBody.safeParse({ ...base, linhas: [linha({ nr_vaga: 5 }), linha({ nr_vaga: 5 })] }),
      ),
    ).toEqual({ 'linhas.1.nr_vaga': M.vagaRepetida });
  });
});

describe('cancelamento', () => {
  it('needs a reason and 20 characters of text', () => {
    expect(
      cancelamentoRequisicaoBody.safeParse({
        cd_motivo_cancelamento: 2,
        ds_motivo_cancelamento: 'Cliente desistiu da contratação.',
      }).success,
    ).toBe(true);
    expect(erros(cancelamentoRequisicaoBody.safeParse({ ds_motivo_cancelamento: 'curto' }))).toEqual({
      cd_motivo_cancelamento: M.motivoObrigatorio,
      ds_motivo_cancelamento: M.motivoTextoMin,
    });
    expect(erros(cancelamentoRequisicaoBody.safeParse(undefined))).toEqual({ '': M.motivoObrigatorio });
  });
});

describe('regras', () => {
  it('bills 100 % on closing except for hiring types 2 and 6', () => {
    expect(faturamentoPadrao(1)).toEqual({ pc_faturamento: 100 });
    expect(faturamentoPadrao(10)).toEqual({ pc_faturamento: 100 });
    expect(faturamentoPadrao(2)).toEqual({ pc_faturamento: null });
    expect(faturamentoPadrao(6)).toEqual({ pc_faturamento: null });
  });

  it('maps the sector to the recruitment flag', () => {
    expect(recrutamentoDoSetor('R')).toBe('S');
    expect(recrutamentoDoSetor('S')).toBe('N');
  });

  it('sums the quantities, ignoring what is not a positive integer', () => {
    expect(totalDeVagas([{ qt_vagas: 2 }, { qt_vagas: 1 }])).toBe(3);
    expect(totalDeVagas([{ qt_vagas: '4' }, { qt_vagas: null }, { qt_vagas: -2 }, {}])).toBe(4);
  });

  it("uses the client's confidentiality default unless the line says", () => {
    expect(confidencialDaLinha({ id_vaga_sigilosa: 'N' }, 'S')).toBe('S');
    expect(confidencialDaLinha({ id_vaga_sigilosa: 'S' }, 'S')).toBe('N');
    expect(confidencialDaLinha({ id_vaga_sigilosa: 'N', id_vaga_confidencial: 'N' }, 'S')).toBe('N');
    expect(confidencialDaLinha({ id_vaga_sigilosa: 'N', id_vaga_confidencial: 'S' }, 'N')).toBe('S');
  });

  it('writes the opening note with the situation', () => {
    expect(notaAbertura(12, 'marina', 11)).toBe('Vaga aberta pela requisição 12 (Comercial) por marina');
  });
});
