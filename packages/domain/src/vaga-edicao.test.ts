import { describe, expect, it } from 'vitest';
import {
  abasHabilitadas,
  abasVisiveis,
  cargoSalarioBody,
  codigoVaga,
  dataEntrada,
  descricaoVagaBody,
  diasEntreIso,
  hojeNegocio,
  insalubridadeBody,
  podeEditarTelefoneAnalista,
  salvarAnalistaBody,
  somarDiasIso,
  valorMoeda,
} from './vaga-edicao';
import { MENSAGENS_VAGA_EDICAO, textosDoCatalogo } from './vaga-edicao-mensagens';

const M = MENSAGENS_VAGA_EDICAO;
const mensagens = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('abasVisiveis', () => {
  it('puts Faturamento first unless the hiring type is 2 or 6 or the vacancy expired', () => {
    expect(abasVisiveis({ cdTipoContratacao: 1, expirada: false, idLiberaInternet: 'S' })[0]).toBe(
      'tab_faturamento',
    );
    expect(abasVisiveis({ cdTipoContratacao: 2, expirada: false, idLiberaInternet: 'S' })[0]).toBe(
      'tab_descricao_vaga',
    );
    expect(abasVisiveis({ cdTipoContratacao: 6, expirada: false, idLiberaInternet: 'S' })).not.toContain(
      'tab_faturamento',
    );
    expect(abasVisiveis({ cdTipoContratacao: 1, expirada: true, idLiberaInternet: 'S' })).not.toContain(
      'tab_faturamento',
    );
  });

  it('keeps the spec order and shows the social tab only with the internet flag on', () => {
    const com = abasVisiveis({ cdTipoContratacao: 2, expirada: false, idLiberaInternet: 'S' });
    expect(com).toHaveLength(15);
    expect(com.slice(9, 12)).toEqual([
      'tab_divulga_web',
      'tab_divulgar_redes_sociais',
      'tab_divulga_autoatendimento',
    ]);
    expect(com.at(-1)).toBe('tab_situacao_vaga');
    expect(abasVisiveis({ cdTipoContratacao: 2, expirada: false, idLiberaInternet: 'N' })).not.toContain(
      'tab_divulgar_redes_sociais',
    );
  });

  it('restricts to the tabs a caller asks for; a frozen vacancy enables only the situation tab', () => {
    expect(
      abasVisiveis({
        cdTipoContratacao: 1,
        expirada: false,
        idLiberaInternet: 'N',
        somente: ['tab_situacao_vaga'],
      }),
    ).toEqual(['tab_situacao_vaga']);
    const todas = abasVisiveis({ cdTipoContratacao: 1, expirada: false, idLiberaInternet: 'S' });
    expect(abasHabilitadas(todas, true)).toEqual(['tab_situacao_vaga']);
    expect(abasHabilitadas(todas, false)).toEqual(todas);
  });
});

describe('payload schemas', () => {
  it("answers 'Vaga não informada' for a missing or bad vacancy number", () => {
    for (const v of [undefined, '', 0, -3, 'abc', null]) {
      expect(mensagens(codigoVaga.safeParse(v))).toEqual([M.validacao.vagaNaoInformada]);
    }
    expect(codigoVaga.parse('42')).toBe(42);
  });

  it('limits the additional information to 3000 and keeps it when absent', () => {
    const ok = descricaoVagaBody.parse({ nr_vaga: 1, ds_observacoes: '  Vaga para operador  ' });
    expect(ok.ds_observacoes).toBe('Vaga para operador');
    expect(ok.ds_informacoes_adicionais).toBeUndefined();
    expect(
      descricaoVagaBody.parse({ nr_vaga: 1, ds_observacoes: '', ds_informacoes_adicionais: '' }),
    ).toMatchObject({
      ds_observacoes: null,
      ds_informacoes_adicionais: null,
    });
    const longo = descricaoVagaBody.safeParse({ nr_vaga: 1, ds_informacoes_adicionais: 'x'.repeat(3001) });
    expect(mensagens(longo)).toEqual([M.validacao.informacoesAdicionaisMax]);
    expect(
      descricaoVagaBody.safeParse({ nr_vaga: 1, ds_informacoes_adicionais: 'x'.repeat(3000) }).success,
    ).toBe(true);
  });

  it('reads salaries typed in the mask, up to 99.999,99', () => {
    expect(valorMoeda.parse('1.234,56')).toBe(1234.56);
    expect(valorMoeda.parse('R$ 99.999,99')).toBe(99999.99);
    expect(valorMoeda.parse(1500)).toBe(1500);
    expect(mensagens(valorMoeda.safeParse('100.000,00'))).toEqual([M.validacao.salarioMax]);
    expect(mensagens(valorMoeda.safeParse('12,345'))).toEqual([M.validacao.salarioInvalido]);
    expect(mensagens(valorMoeda.safeParse(-1))).toEqual([M.validacao.salarioMin]);
  });

  it('accepts only the salary types H, D, M, S and C', () => {
    const base = { nr_vaga: 1, cd_cargo_cliente: 3, vl_salario: 1000 };
    for (const t of ['H', 'D', 'M', 'S', 'C'])
      expect(cargoSalarioBody.safeParse({ ...base, id_salario: t }).success).toBe(true);
    expect(mensagens(cargoSalarioBody.safeParse({ ...base, id_salario: 'X' }))).toEqual([
      M.validacao.tipoSalario,
    ]);
  });

  it("asks for an analyst with 'Selecione um analista' and cleans the phone", () => {
    expect(mensagens(salvarAnalistaBody.safeParse({}))).toEqual([M.validacao.selecioneAnalista]);
    expect(mensagens(salvarAnalistaBody.safeParse({ cd_pessoa_analista: '' }))).toEqual([
      M.validacao.selecioneAnalista,
    ]);
    expect(
      salvarAnalistaBody.parse({ cd_pessoa_analista: 5, nr_telefone_analista: '(47) 99999-0000' }),
    ).toEqual({
      cd_pessoa_analista: 5,
      nr_telefone_analista: '47999990000',
    });
    expect(
      mensagens(salvarAnalistaBody.safeParse({ cd_pessoa_analista: 5, nr_telefone_analista: '123' })),
    ).toEqual([M.validacao.telefoneInvalido]);
  });

  it('keeps hazard pays exclusive, 10 to 40 in steps of 10', () => {
    const base = { nr_vaga: 1 };
    expect(
      mensagens(
        insalubridadeBody.safeParse({
          ...base,
          id_insalubridade: 'S',
          id_periculosidade: 'S',
          vl_insalubridade: 20,
          vl_periculosidade: 20,
        }),
      ),
    ).toEqual([M.validacao.adicionaisExclusivos]);
    for (const pc of [0, 5, 15, 50]) {
      expect(
        mensagens(
          insalubridadeBody.safeParse({
            ...base,
            id_insalubridade: 'S',
            id_periculosidade: 'N',
            vl_insalubridade: pc,
          }),
        ),
      ).toEqual([M.validacao.percentualAdicional]);
    }
    expect(
      insalubridadeBody.parse({
        ...base,
        id_insalubridade: 'N',
        id_periculosidade: 'S',
        vl_insalubridade: 20,
        vl_periculosidade: 30,
      }),
    ).toMatchObject({ vl_insalubridade: null, vl_periculosidade: 30 });
  });

  it('reads dates as ISO, dd-MM-yyyy or dd/MM/yyyy', () => {
    expect(dataEntrada.parse('2030-01-31')).toBe('2030-01-31');
    expect(dataEntrada.parse('31-01-2030')).toBe('2030-01-31');
    expect(dataEntrada.parse('31/01/2030')).toBe('2030-01-31');
    expect(dataEntrada.safeParse('31/02/2030').success).toBe(false);
  });
});

describe('helpers', () => {
  it('lets only group 32 or sector 2 edit the analyst phone', () => {
    expect(podeEditarTelefoneAnalista({ grupos: [32], cd_setor: null })).toBe(true);
    expect(podeEditarTelefoneAnalista({ grupos: [1], cd_setor: 2 })).toBe(true);
    expect(podeEditarTelefoneAnalista({ grupos: [31], cd_setor: 3 })).toBe(false);
  });

  it('counts dates in the business time zone', () => {
    // 02:00 UTC is still the previous day in São Paulo
    expect(hojeNegocio(new Date('2030-03-10T02:00:00Z'))).toBe('2030-03-09');
    expect(somarDiasIso('2030-02-27', 2)).toBe('2030-03-01');
    expect(diasEntreIso('2030-01-01', '2030-03-02')).toBe(60);
  });

  it('lists every text of a catalogue', () => {
    const textos = textosDoCatalogo(MENSAGENS_VAGA_EDICAO);
    expect(textos).toContain('Vaga não informada');
    expect(textos).toContain('Situação da vaga atualizada com sucesso.');
    expect(textos).toContain('Vaga inserida na fila de divulgação com sucesso');
  });
});
