import { describe, expect, it } from 'vitest';
import {
  alturaParaMetros,
  CALCADOS,
  CALCAS,
  erroCpf,
  erroDataNascimento,
  erroEmail,
  errosEmprego,
  errosSenha,
  errosSenhaPorCampo,
  erroTelefones,
  erroWhatsapp,
  faixaImc,
  idadeEm,
  imc,
  MENSAGENS_CADASTRO as M,
  moedaParaNumero,
  pisNitCompleto,
  pisNitValido,
  senhaWebInformada,
  situacaoEsocial,
  sugestaoEmail,
  urlSite,
} from './candidato-cadastro';
import { salvarCurriculoCorpo } from './curriculo-cadastro';
import { dataNegocio } from './vaga-prazo';

describe('age', () => {
  it('counts whole years, the birthday included', () => {
    expect(idadeEm('2012-05-10', '2026-05-10')).toBe(14);
    expect(idadeEm('2012-05-10', '2026-05-09')).toBe(13);
    expect(idadeEm('2000-02-29', '2026-02-28')).toBe(25);
    expect(idadeEm('2000-02-30', '2026-02-28')).toBeNull();
  });

  it('refuses under 14 with the spec message, accepts 14 on the birthday', () => {
    expect(erroDataNascimento('2012-11-24', '2026-11-24')).toBeNull();
    expect(erroDataNascimento('2012-11-25', '2026-11-24')).toBe(M.idadeMinima);
    expect(erroDataNascimento('2027-01-01', '2026-11-24')).toBe(M.dataNascimentoInvalida);
    expect(erroDataNascimento('1899-12-31', '2026-11-24')).toBe(M.dataNascimentoInvalida);
    expect(erroDataNascimento('1990-13-01', '2026-11-24')).toBe(M.dataNascimentoInvalida);
    expect(erroDataNascimento('', '2026-11-24')).toBe(M.obrigatorio);
  });
});

describe('documents', () => {
  it('CPF: incomplete, invalid (check digits, repeated digits), valid', () => {
    expect(erroCpf('')).toBe(M.cpf);
    expect(erroCpf('529.982.247')).toBe(M.cpfIncompleto);
    expect(erroCpf('529.982.247-26')).toBe(M.cpfInvalido);
    expect(erroCpf('111.111.111-11')).toBe(M.cpfInvalido);
    expect(erroCpf('000.000.000-00')).toBe(M.cpfInvalido);
    expect(erroCpf('529.982.247-25')).toBeNull();
    expect(erroCpf('52998224725')).toBeNull();
  });

  it('PIS/NIT: the check digit, 11 digits, checked from 11 to 14 characters', () => {
    expect(pisNitValido('120.56874.10-7')).toBe(true);
    expect(pisNitValido('12056874107')).toBe(true);
    expect(pisNitValido('12056874108')).toBe(false);
    expect(pisNitValido('00000000000')).toBe(false);
    expect(pisNitValido('1205687410')).toBe(false);
    expect(pisNitCompleto('1205687410')).toBe(false);
    expect(pisNitCompleto('12056874107')).toBe(true);
    expect(pisNitCompleto('120.56874.10-7')).toBe(true);
    expect(pisNitCompleto('120.56874.10-77')).toBe(false);
  });
});

describe('e-mail', () => {
  it('requires a valid address', () => {
    expect(erroEmail('')).toBe(M.email);
    expect(erroEmail('joana@')).toBe(M.emailInvalido);
    expect(erroEmail('joana silva@gmail.com')).toBe(M.emailInvalido);
    expect(erroEmail('joana@gmail.com')).toBeNull();
  });

  it('suggests the common provider one or two letters away', () => {
    expect(sugestaoEmail('joana@gmial.com')).toBe('joana@gmail.com');
    expect(sugestaoEmail('joana@hotmal.com')).toBe('joana@hotmail.com');
    expect(sugestaoEmail('joana@gmail.com')).toBeNull();
    expect(sugestaoEmail('joana@empresa-xyz.com.br')).toBeNull();
  });
});

describe('phones', () => {
  it('needs two phones; WhatsApp needs 10 digits', () => {
    expect(erroTelefones(['(47) 99999-8888', '', null])).toBe(M.telefones);
    expect(erroTelefones(['(47) 99999-8888', '(47) 3333-4444', null])).toBeNull();
    expect(erroWhatsapp('47 9999-888')).toBe(M.telefoneIncompleto);
    expect(erroWhatsapp('(47) 3333-4444')).toBeNull();
  });
});

describe('web password', () => {
  it('6 to 10 characters, confirmation equal, reminder without the password', () => {
    expect(errosSenha('abc12', 'abc12', 'dica')).toEqual([M.senhaMinima]);
    expect(errosSenha('abc123', 'abc123', 'dica')).toEqual([]);
    expect(errosSenha('abcdefghij', 'abcdefghij', 'dica')).toEqual([]);
    expect(errosSenha('abcdefghijk', 'abcdefghijk', 'dica')).toEqual([M.senhaMaxima]);
    expect(errosSenha('abc123', 'abc124', 'dica')).toEqual([M.senhaConfirmacao]);
    expect(errosSenha('abc123', 'abc123', 'minha ABC123')).toEqual([M.lembreteComSenha]);
    expect(errosSenha('', '', '')).toEqual([M.obrigatorio, M.obrigatorio, M.obrigatorio]);
  });

  it('puts each message on its own field', () => {
    expect(errosSenhaPorCampo('abc123', '', '')).toEqual([
      { campo: 'confirmacao', mensagem: M.obrigatorio },
      { campo: 'lembrete', mensagem: M.obrigatorio },
    ]);
    expect(errosSenhaPorCampo('', '', 'dica')).toEqual([
      { campo: 'senha', mensagem: M.obrigatorio },
      { campo: 'confirmacao', mensagem: M.obrigatorio },
    ]);
    expect(errosSenhaPorCampo('abc12', 'abc13', 'abc12!')).toEqual([
      { campo: 'senha', mensagem: M.senhaMinima },
      { campo: 'confirmacao', mensagem: M.senhaConfirmacao },
      { campo: 'lembrete', mensagem: M.lembreteComSenha },
    ]);
  });

  it('is set by a password or its confirmation, and on a new record by a reminder too', () => {
    expect(senhaWebInformada(true, '', '', '')).toBe(false);
    expect(senhaWebInformada(true, '', '', '  ')).toBe(false);
    expect(senhaWebInformada(true, '', '', 'dica')).toBe(true);
    expect(senhaWebInformada(true, 'abc123', '', '')).toBe(true);
    expect(senhaWebInformada(false, '', 'abc123', null)).toBe(true);
    // an edit loads the stored reminder; blank passwords keep the stored one
    expect(senhaWebInformada(false, '', '', 'dica')).toBe(false);
  });
});

describe('body-mass index', () => {
  it('bands at their edges', () => {
    expect(faixaImc(18.4)).toBe('danger');
    expect(faixaImc(18.5)).toBe('success');
    expect(faixaImc(24.9)).toBe('success');
    expect(faixaImc(25)).toBe('warning');
    expect(faixaImc(34.9)).toBe('warning');
    expect(faixaImc(35)).toBe('warning');
    expect(faixaImc(35.1)).toBe('danger');
    expect(imc(1.75, 70)).toBeCloseTo(22.86, 2);
    expect(imc(null, 70)).toBeNull();
  });
});

describe('jobs, money, height, enumerations', () => {
  it('job: company, role, admission, admission not after dismissal, description ≤ 4000', () => {
    expect(errosEmprego({})).toEqual([M.empresa, M.ultimoCargo, M.admissao]);
    expect(
      errosEmprego({ nm_pessoa_empresa: 'A', nm_cargo: 'B', dt_inicio: '2020-02-01', dt_fim: '2020-01-31' }),
    ).toEqual([M.admissaoAposDemissao]);
    expect(
      errosEmprego({ nm_pessoa_empresa: 'A', nm_cargo: 'B', dt_inicio: '2020-02-01', dt_fim: '2020-02-01' }),
    ).toEqual([]);
    expect(
      errosEmprego({
        nm_pessoa_empresa: 'A',
        nm_cargo: 'B',
        dt_inicio: '2020-02-01',
        ds_experiencia_profissional: 'x'.repeat(4001),
      }),
    ).toHaveLength(1);
  });

  it('reads the masks', () => {
    expect(moedaParaNumero('3.200,50')).toBe(3200.5);
    expect(moedaParaNumero('R$ 1.500')).toBe(1500);
    expect(moedaParaNumero('abc')).toBeNull();
    expect(alturaParaMetros('1,75')).toBe(1.75);
    expect(alturaParaMetros('175')).toBe(1.75);
    expect(alturaParaMetros('17,5')).toBeNull();
  });

  it('sizes and e-Social colours', () => {
    expect(CALCADOS[0]).toBe(25);
    expect(CALCADOS.at(-1)).toBe(52);
    expect(CALCAS[0]).toBe('34');
    expect(CALCAS.at(-1)).toBe('60');
    expect(CALCAS.every((c) => Number(c) % 2 === 0)).toBe(true);
    expect(situacaoEsocial('V').cor).toBe('green');
    expect(situacaoEsocial('L').cor).toBe('orange');
    expect(situacaoEsocial('').nome).toBe('Não Enviado');
    expect(situacaoEsocial(null).cor).toBe('red');
  });
});

/** A complete new record as the editor sends it (texts and JSON texts). */
function formularioCompleto(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cd_pessoa_candidato: '0',
    nm_pessoa: 'Joana Prado',
    nr_documento_cpf: '529.982.247-25',
    ds_email: 'joana@example.com',
    dt_nascimento: '1990-03-15',
    id_estado_civil: 'S',
    id_sexo: 'F',
    cd_pais: '1',
    cd_uf: 'SC',
    nm_cidade_origem: 'Joinville',
    cd_cep: '89201-100',
    nm_cep: 'Rua XV de Novembro',
    nr_endereco: '100',
    nm_bairro: 'Centro',
    nm_cidade_reside: 'Joinville',
    cd_uf_reside: 'SC',
    nr_telefone_cel: '(47) 99999-8888',
    nr_telefone_res: '(47) 3333-4444',
    id_possui_whatsapp_cel: 'S',
    id_turno_normal: 'S',
    nm_senha_web: 'abc123',
    nm_confirma_senha_web: 'abc123',
    ds_lembrete_senha_web: 'a de sempre',
    addCurso: JSON.stringify([{ cd_nivel: 2, id_situacao: 'C', nm_pessoa_estab_ensino: 'EEB Central' }]),
    cargosSelecionados: JSON.stringify([{ CD_CARGO: 1, NR_EXPERIENCIA: 2 }]),
    ...extra,
  };
}

describe('salvar-curriculo body', () => {
  const mensagens = (r: ReturnType<typeof salvarCurriculoCorpo.safeParse>) =>
    r.success ? [] : r.error.issues.map((i) => i.message);

  it('accepts a complete new record and reads its texts', () => {
    const r = salvarCurriculoCorpo.safeParse(formularioCompleto());
    expect(mensagens(r)).toEqual([]);
    if (!r.success) return;
    expect(r.data.cd_pessoa_candidato).toBeNull();
    expect(r.data.addCurso).toHaveLength(1);
    expect(r.data.cargosSelecionados[0]).toMatchObject({ CD_CARGO: 1, NR_EXPERIENCIA: 2 });
    expect(r.data.id_fumante).toBe('N');
  });

  it('names each missing required field with the spec message', () => {
    const r = salvarCurriculoCorpo.safeParse({ cd_pessoa_candidato: '0' });
    const m = mensagens(r);
    for (const esperado of [M.nome, M.cpf, M.email, M.telefones, M.formacao, M.cargo, M.cepInvalido, M.cep]) {
      expect(m).toContain(esperado);
    }
  });

  it('requires by nationality: state and city for Brazil, year of arrival for foreigners', () => {
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ cd_uf: '', nm_cidade_origem: '' }))),
    ).toEqual([M.obrigatorio, M.obrigatorio]);
    expect(mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ cd_pais: '6' })))).toEqual([
      M.anoChegada,
    ]);
    expect(
      mensagens(
        salvarCurriculoCorpo.safeParse(formularioCompleto({ cd_pais: '6', nr_ano_chegada_brasil: '2019' })),
      ),
    ).toEqual([]);
  });

  it('checks age 14 today, documents, phones, children, password', () => {
    const hoje = dataNegocio();
    const quatorze = `${Number(hoje.slice(0, 4)) - 14}${hoje.slice(4)}`;
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ dt_nascimento: quatorze }))),
    ).toEqual([]);
    const amanha = new Date(`${quatorze}T12:00:00Z`);
    amanha.setUTCDate(amanha.getUTCDate() + 1);
    expect(
      mensagens(
        salvarCurriculoCorpo.safeParse(
          formularioCompleto({ dt_nascimento: amanha.toISOString().slice(0, 10) }),
        ),
      ),
    ).toEqual([M.idadeMinima]);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ nr_documento_cpf: '111.111.111-11' }))),
    ).toEqual([M.cpfInvalido]);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ nr_documento_pis: '12056874108' }))),
    ).toEqual([M.documentoInvalido]);
    expect(mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ nr_telefone_res: '' })))).toEqual([
      M.telefones,
    ]);
    expect(
      mensagens(
        salvarCurriculoCorpo.safeParse(
          formularioCompleto({ nr_telefone_cel: '4799998', nr_telefone_rec: '1' }),
        ),
      ),
    ).toEqual([M.telefoneIncompleto]);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ possui_filhos: 'S', nr_filho: '0' }))),
    ).toEqual([M.filhos]);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ nm_confirma_senha_web: 'abc124' }))),
    ).toEqual([M.senhaConfirmacao]);
  });

  it('takes a new record without web access; given, checks each of its fields once, on that field', () => {
    const sem = { nm_senha_web: '', nm_confirma_senha_web: '', ds_lembrete_senha_web: '' };
    expect(mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto(sem)))).toEqual([]);
    const caminhos = (extra: Record<string, unknown>) => {
      const r = salvarCurriculoCorpo.safeParse(formularioCompleto({ ...sem, ...extra }));
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(caminhos({ nm_senha_web: 'abc123' })).toEqual([
      ['nm_confirma_senha_web', M.obrigatorio],
      ['ds_lembrete_senha_web', M.obrigatorio],
    ]);
    expect(caminhos({ ds_lembrete_senha_web: 'a de sempre' })).toEqual([
      ['nm_senha_web', M.obrigatorio],
      ['nm_confirma_senha_web', M.obrigatorio],
    ]);
    // an edit loads the stored reminder: blank passwords keep the stored ones
    expect(caminhos({ cd_pessoa_candidato: '7', ds_lembrete_senha_web: 'a de sempre' })).toEqual([]);
  });

  it('refuses invalid JSON in a sub-list, unknown enumerations and texts over the limits', () => {
    expect(mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ addEmprego: '[{' })))).toEqual([
      M.listaInvalida('addEmprego'),
    ]);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ id_tamanho_calca: '35' }))),
    ).toHaveLength(1);
    expect(mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ nr_calcado: '53' })))).toHaveLength(
      1,
    );
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ nr_documento_rg: '1'.repeat(15) }))),
    ).toHaveLength(1);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ ds_inf_experiencia: 'x'.repeat(201) }))),
    ).toHaveLength(1);
    const emprego = {
      nm_pessoa_empresa: 'ACME',
      nm_cargo: 'Auxiliar',
      dt_inicio: '2021-05-01',
      dt_fim: '2020-01-01',
    };
    expect(
      mensagens(
        salvarCurriculoCorpo.safeParse(formularioCompleto({ addEmprego: JSON.stringify([emprego]) })),
      ),
    ).toEqual([M.admissaoAposDemissao]);
    const laudo = { cd_tipo_deficiencia: 1, dt_validade: '2199-01-01' };
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ addPcd: JSON.stringify([laudo]) }))),
    ).toEqual([M.dataLaudoFutura]);
    expect(
      mensagens(salvarCurriculoCorpo.safeParse(formularioCompleto({ id_possue_deficiencia: 'S' }))),
    ).toEqual([M.tipoDeficiencia]);
  });
});

describe('website link', () => {
  it('adds www and http when missing', () => {
    expect(urlSite('empresa.com.br')).toBe('http://www.empresa.com.br');
    expect(urlSite('www.empresa.com.br')).toBe('http://www.empresa.com.br');
    expect(urlSite('https://portfolio.dev')).toBe('https://portfolio.dev');
    expect(urlSite('  ')).toBeNull();
  });
});
