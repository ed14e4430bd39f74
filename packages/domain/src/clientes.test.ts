import { describe, expect, it } from 'vitest';
import {
  type ClienteBody,
  type ClienteEstado,
  cargoClienteBody,
  cargoEfetivo,
  centroCustoClienteBody,
  clienteBody,
  cnpjClienteValido,
  comRegras,
  contatoClienteBody,
  LIMITES_CLIENTES,
  MENSAGENS_CLIENTES as M,
  PERMISSOES_CLIENTES,
  problemasCargo,
  problemasCentroCusto,
  problemasCliente,
  problemasContato,
  problemasTelefones,
  problemasTipoProcesso,
  regiaoCanonica,
  tipoProcessoClienteBody,
} from './clientes';
import { abasDoMenu, filtrarMenu, MENU } from './menu';
import { PERFIS_DEMO } from './perfis';

const CNPJ = '11222333000181';
const CPF = '52998224725';

const novo: ClienteBody = {
  id_tipo_pessoa: 'J',
  nr_documento_cnpj: '11.222.333/0001-81',
  nm_pessoa: 'Metalúrgica Exemplo S.A.',
  nm_apelido: 'Metal Exemplo',
  cd_empresa: 1,
  cd_cep: '89201-000',
  cd_tipo_logradouro: 'R',
  nm_cep: 'Rua das Indústrias',
  nr_endereco: '100',
  nm_bairro: 'Centro',
  nm_regiao: 'Centro',
  nm_cidade: 'Joinville',
  cd_uf: 'sc',
  ds_email: 'rh@metal.com.br',
  telefones: [{ cd_tipo_telefone: '11', nr_telefone: '(47) 3333-4444', nr_ramal: '12' }],
};

const cliente = (b: ClienteBody, anterior: ClienteEstado | null = null) =>
  problemasCliente(clienteBody.parse(b), anterior);
const campos = (p: { campo: string }[]) => p.map((x) => x.campo);
const mensagem = (p: { campo: string; mensagem: string }[], campo: string) =>
  p.find((x) => x.campo === campo)?.mensagem;

/** A client imported before these rules: no CNPJ, one phone of another shape, odd texts. */
const legado: ClienteEstado = {
  id_tipo_pessoa: 'J',
  nr_documento_cnpj: null,
  nr_documento_cpf: null,
  nm_pessoa: 'IND.\tCOM. "ZÉ" & CIA ',
  nm_apelido: null,
  cd_empresa: 1,
  cd_cep: '892',
  cd_tipo_logradouro: 'XX',
  nm_cep: null,
  nr_endereco: null,
  ds_complemento: null,
  nm_bairro: null,
  nm_regiao: 'Zona Norte',
  nm_cidade: 'Joinville',
  cd_uf: 'S',
  ds_email: 'rh@empresa',
  telefones: [{ cd_tipo_telefone: '7', nr_telefone: '3333-444', nr_ramal: 'r 2' }],
  cd_pessoa_comercial: null,
  qt_funcionarios: null,
  id_confidencial_padrao: 'N',
  id_ativo: 'S',
};

/** The legacy record echoed back as the form sends it. */
const eco = (a: ClienteEstado): ClienteBody => ({ ...a, telefones: [...a.telefones] }) as ClienteBody;

describe('permissions of the clients', () => {
  it('lets the selection analysts and management edit, and the recruiters read', () => {
    for (const c of [58, 59, 60]) expect(PERMISSOES_CLIENTES.editar).toContain(c);
    expect(PERMISSOES_CLIENTES.editar).not.toContain(36);
    expect(PERMISSOES_CLIENTES.ler).toEqual(expect.arrayContaining([58, 59, 60, 36, 37]));
    expect(PERMISSOES_CLIENTES.ler).not.toContain(107);
  });
});

describe("the sidebar's Clientes", () => {
  const abas = (permissoes: readonly number[]) =>
    abasDoMenu(filtrarMenu(MENU, { permissoes, cdUnid: 1, usuarioHelpDesk: false })).map((a) => a.aba);
  it('is under Seleção for the selection and management users, not for others', () => {
    expect(abas(PERFIS_DEMO.selecao.permissoes)).toContain('Clientes');
    expect(abas([59])).toContain('Clientes');
    expect(abas(PERFIS_DEMO.recrutamento.permissoes)).not.toContain('Clientes');
    expect(abas(PERFIS_DEMO.financeiro.permissoes)).not.toContain('Clientes');
    const selecao = MENU.find((i) => i.id === 'selecao');
    expect(selecao?.tipo === 'grupo' && selecao.itens.some((i) => i.id === 'selecao-clientes')).toBe(true);
  });
});

describe('CNPJ check digits', () => {
  it('accepts the numeric and the alphanumeric CNPJ with right digits, masked or not', () => {
    expect(cnpjClienteValido(CNPJ)).toBe(true);
    expect(cnpjClienteValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjClienteValido('12.ABC.345/01DE-35')).toBe(true);
    expect(cnpjClienteValido('12abc34501de35')).toBe(true);
  });
  it('refuses a wrong digit, repeated digits and other lengths', () => {
    expect(cnpjClienteValido('11222333000180')).toBe(false);
    expect(cnpjClienteValido('11111111111111')).toBe(false);
    expect(cnpjClienteValido('1122233300018')).toBe(false);
    expect(cnpjClienteValido('12ABC34501DE36')).toBe(false);
  });
});

describe('a new client', () => {
  it('passes when complete', () => {
    expect(cliente(novo)).toEqual([]);
  });

  it('needs the document, names, unit, address and a phone', () => {
    const p = cliente({});
    expect(campos(p)).toEqual([
      'nr_documento_cnpj',
      'nm_pessoa',
      'nm_apelido',
      'nm_cep',
      'nr_endereco',
      'nm_bairro',
      'nm_cidade',
      'cd_empresa',
      'cd_cep',
      'cd_uf',
      'telefones',
    ]);
    expect(mensagem(p, 'nr_documento_cnpj')).toBe(M.cnpjObrigatorio);
    expect(mensagem(p, 'nm_pessoa')).toBe(M.razaoSocialObrigatoria);
    expect(mensagem(p, 'telefones')).toBe(M.telefoneObrigatorio);
  });

  it('refuses a CNPJ with a wrong check digit', () => {
    expect(cliente({ ...novo, nr_documento_cnpj: '11222333000180' })).toEqual([
      { campo: 'nr_documento_cnpj', mensagem: M.cnpjInvalido },
    ]);
  });

  it('asks a person client for a CPF with right check digits', () => {
    const pf = { ...novo, id_tipo_pessoa: 'F' as const, nr_documento_cnpj: null };
    expect(mensagem(cliente(pf), 'nr_documento_cpf')).toBe(M.cpfObrigatorio);
    expect(mensagem(cliente({ ...pf, nr_documento_cpf: '529.982.247-24' }), 'nr_documento_cpf')).toBe(
      M.cpfInvalido,
    );
    expect(cliente({ ...pf, nr_documento_cpf: '529.982.247-25' })).toEqual([]);
    expect(mensagem(cliente({ ...pf, nm_pessoa: ' ', nr_documento_cpf: CPF }), 'nm_pessoa')).toBe(
      M.nomeObrigatorio,
    );
  });

  it('checks the CEP, street type, region, state and e-mail', () => {
    const p = cliente({
      ...novo,
      cd_cep: '8920100',
      cd_tipo_logradouro: 'XPTO',
      nm_regiao: 'Nordeste',
      cd_uf: 'XX',
      ds_email: 'rh@metal',
    });
    expect(p).toEqual([
      { campo: 'cd_cep', mensagem: M.cepInvalido },
      { campo: 'cd_tipo_logradouro', mensagem: M.tipoLogradouroInvalido },
      { campo: 'nm_regiao', mensagem: M.regiaoInvalida },
      { campo: 'cd_uf', mensagem: M.ufInvalida },
      { campo: 'ds_email', mensagem: M.emailInvalido },
    ]);
  });

  it('reads a region in any case and without accents as the filters name it', () => {
    expect(regiaoCanonica(' norte ')).toBe('Norte');
    expect(regiaoCanonica('OESTE')).toBe('Oeste');
    expect(regiaoCanonica('')).toBeNull();
    expect(cliente({ ...novo, nm_regiao: 'leste' })).toEqual([]);
  });

  it('refuses control characters in a name', () => {
    expect(mensagem(cliente({ ...novo, nm_apelido: 'Metal\u0007' }), 'nm_apelido')).toBe(
      M.caracteresInvalidos,
    );
  });

  it('bounds the texts by their columns', () => {
    expect(clienteBody.safeParse({ nm_pessoa: 'x'.repeat(LIMITES_CLIENTES.nomeMax + 1) }).success).toBe(
      false,
    );
    expect(clienteBody.safeParse({ nm_pessoa: 'x'.repeat(LIMITES_CLIENTES.nomeMax) }).success).toBe(true);
    expect(clienteBody.safeParse({ qt_funcionarios: LIMITES_CLIENTES.funcionariosMax + 1 }).success).toBe(
      false,
    );
    expect(clienteBody.safeParse({ qt_funcionarios: -1 }).success).toBe(false);
  });
});

describe('phones', () => {
  const t = (cd_tipo_telefone: string, nr_telefone: string, nr_ramal: string | null = null) => ({
    cd_tipo_telefone,
    nr_telefone,
    nr_ramal,
  });
  const um = (fone: ReturnType<typeof t>) => problemasTelefones([fone], [], true);

  it('accepts main phones of 10 or 11 digits with an extension, and mobiles of 11 starting with 9', () => {
    expect(um(t('11', '(47) 3333-4444', '123'))).toEqual([]);
    expect(um(t('2', '4733334444'))).toEqual([]);
    expect(um(t('11', '0800 123 4567'))).toEqual([]);
    expect(um(t('5', '(47) 99999-8888'))).toEqual([]);
  });

  it('refuses a phone of the wrong shape beside its field', () => {
    expect(um(t('11', ' '))).toEqual([
      { campo: 'telefones.0.nr_telefone', mensagem: M.telefoneNumeroObrigatorio },
    ]);
    expect(um(t('11', '3333-4444'))).toEqual([
      { campo: 'telefones.0.nr_telefone', mensagem: M.telefoneInvalido },
    ]);
    expect(um(t('11', '(47) 3333-44445'))).toEqual([]);
    expect(um(t('11', '047333344445'))[0]?.mensagem).toBe(M.telefoneInvalido);
    expect(um(t('11', '47 3333 444a'))[0]?.mensagem).toBe(M.telefoneInvalido);
    expect(um(t('5', '4733334444'))[0]?.mensagem).toBe(M.celularInvalido);
    expect(um(t('5', '47833334444'))[0]?.mensagem).toBe(M.celularInvalido);
    expect(um(t('5', '47999998888', '1'))).toEqual([
      { campo: 'telefones.0.nr_ramal', mensagem: M.ramalCelular },
    ]);
    expect(um(t('7', '4733334444'))).toEqual([
      { campo: 'telefones.0.cd_tipo_telefone', mensagem: M.telefoneTipoInvalido },
    ]);
    expect(um(t('11', '4733334444', 'r12'))[0]?.mensagem).toBe(M.ramalInvalido);
    expect(um(t('11', '4733334444', '12345678901'))[0]?.mensagem).toBe(M.ramalInvalido);
  });

  it('refuses the same phone twice and more than the maximum', () => {
    const p = problemasTelefones([t('11', '4733334444'), t('11', '(47) 3333-4444')], [], true);
    expect(p).toEqual([{ campo: 'telefones.1.nr_telefone', mensagem: M.telefoneRepetido }]);
    const muitos = Array.from({ length: LIMITES_CLIENTES.telefonesMax + 1 }, (_, i) =>
      t('11', `47333300${String(i).padStart(2, '0')}`),
    );
    expect(problemasTelefones(muitos, [], true)).toEqual([{ campo: 'telefones', mensagem: M.telefonesMax }]);
    expect(problemasTelefones(muitos.slice(1), [], true)).toEqual([]);
  });
});

describe('editing a client imported before these rules', () => {
  it('saves the record as it is', () => {
    expect(cliente(eco(legado), legado)).toEqual([]);
    expect(cliente({}, legado)).toEqual([]);
  });

  it('checks only what changes', () => {
    expect(cliente({ ...eco(legado), nm_pessoa: 'Indústria Zé' }, legado)).toEqual([]);
    expect(cliente({ ...eco(legado), nm_regiao: 'Zona Sul' }, legado)).toEqual([
      { campo: 'nm_regiao', mensagem: M.regiaoInvalida },
    ]);
    expect(cliente({ ...eco(legado), nr_documento_cnpj: '11222333000180' }, legado)).toEqual([
      { campo: 'nr_documento_cnpj', mensagem: M.cnpjInvalido },
    ]);
    expect(cliente({ ...eco(legado), nr_documento_cnpj: CNPJ }, legado)).toEqual([]);
  });

  it('keeps an old phone and checks a new one', () => {
    const comNovo = {
      ...eco(legado),
      telefones: [...legado.telefones, { cd_tipo_telefone: '5', nr_telefone: '4799', nr_ramal: null }],
    };
    expect(cliente(comNovo, legado)).toEqual([
      { campo: 'telefones.1.nr_telefone', mensagem: M.celularInvalido },
    ]);
    // a changed old phone is a new one
    const alterado = { ...eco(legado), telefones: [{ ...legado.telefones[0]!, nr_telefone: '3333-4445' }] };
    expect(campos(cliente(alterado, legado))).toEqual(['telefones.0.cd_tipo_telefone']);
  });

  it('refuses emptying what was filled, and taking away the last phone', () => {
    const cheio = { ...legado, nm_apelido: 'Zé', telefones: legado.telefones };
    expect(cliente({ nm_apelido: '' }, cheio)).toEqual([
      { campo: 'nm_apelido', mensagem: M.apelidoObrigatorio },
    ]);
    expect(cliente({ telefones: [] }, cheio)).toEqual([
      { campo: 'telefones', mensagem: M.telefoneObrigatorio },
    ]);
    expect(cliente({ telefones: [] }, { ...cheio, telefones: [] })).toEqual([]);
  });

  it('compares the stored CNPJ without its mask', () => {
    const comCnpj = { ...legado, nr_documento_cnpj: '11.222.333/0001-80' };
    expect(cliente({ nr_documento_cnpj: '11222333000180' }, comCnpj)).toEqual([]);
  });
});

describe('contacts', () => {
  const contato = (b: object, anterior = null, hoje = '2030-06-15') =>
    problemasContato(contatoClienteBody.parse(b), anterior, hoje);

  it('needs a name; reads the birth date as dd/mm/aaaa', () => {
    expect(contato({})).toEqual([{ campo: 'nm_pessoa', mensagem: M.contatoNomeObrigatorio }]);
    expect(
      contato({ nm_pessoa: 'Ana', dt_nascimento: '12/04/1985', id_sexo: 'f', id_estado_civil: 'a' }),
    ).toEqual([]);
  });

  it('refuses a birth date that is not real, in the future or before 1900', () => {
    expect(contato({ nm_pessoa: 'Ana', dt_nascimento: '31/02/1985' })[0]?.mensagem).toBe(
      M.dataNascimentoInvalida,
    );
    expect(contato({ nm_pessoa: 'Ana', dt_nascimento: '1985-13-01' })[0]?.mensagem).toBe(
      M.dataNascimentoInvalida,
    );
    expect(contato({ nm_pessoa: 'Ana', dt_nascimento: '16/06/2030' })[0]?.mensagem).toBe(
      M.dataNascimentoFutura,
    );
    expect(contato({ nm_pessoa: 'Ana', dt_nascimento: '15/06/2030' })).toEqual([]);
    expect(contato({ nm_pessoa: 'Ana', dt_nascimento: '31/12/1899' })[0]?.mensagem).toBe(
      'A data mínima permitida é 01/01/1900',
    );
  });

  it('refuses an unknown sex or marital status and a phone of the wrong shape', () => {
    expect(
      contato({
        nm_pessoa: 'Ana',
        id_sexo: 'X',
        id_estado_civil: 'Z',
        telefones: [{ cd_tipo_telefone: '2', nr_telefone: '123' }],
      }),
    ).toEqual([
      { campo: 'id_sexo', mensagem: M.sexoInvalido },
      { campo: 'id_estado_civil', mensagem: M.estadoCivilInvalido },
      { campo: 'telefones.0.nr_telefone', mensagem: M.telefoneInvalido },
    ]);
  });

  it('saves an old contact as it is', () => {
    const antigo = {
      nm_pessoa: 'Zé',
      nm_cargo: null,
      id_sexo: 'I',
      dt_nascimento: '1850-01-01',
      id_estado_civil: 'Q',
      ds_email: 'ze@',
      telefones: [{ cd_tipo_telefone: '9', nr_telefone: '123', nr_ramal: null }],
      id_ativo: 'S',
    };
    expect(problemasContato(contatoClienteBody.parse({ ...antigo }), antigo, '2030-01-01')).toEqual([]);
    expect(problemasContato(contatoClienteBody.parse({ id_ativo: 'N' }), antigo, '2030-01-01')).toEqual([]);
  });
});

describe('client positions, cost centres and process types', () => {
  it('asks for the internal position when the web shows it', () => {
    expect(problemasCargo(cargoClienteBody.parse({ nm_cargo_cliente: 'Soldador II' }), null, 1)).toEqual([
      { campo: 'cd_cargo_interno', mensagem: M.cargoInternoObrigatorio },
    ]);
    expect(
      problemasCargo(
        cargoClienteBody.parse({ nm_cargo_cliente: 'Soldador II', id_cargo_exibir_web: 'C' }),
        null,
        1,
      ),
    ).toEqual([]);
    expect(problemasCargo(cargoClienteBody.parse({}), null, 1)[0]?.mensagem).toBe(M.cargoNomeObrigatorio);
    // an old position without its internal one is saved as it is
    const antigo = {
      nm_cargo_cliente: 'Ajudante ',
      cd_cargo_interno: null,
      id_cargo_exibir_web: 'I',
      cd_empresa_cliente: 1,
      id_ativo: 'S',
    };
    expect(problemasCargo(cargoClienteBody.parse({ nm_cargo_cliente: 'Ajudante' }), antigo, 1)).toEqual([]);
    // the situation alone: deactivating keeps the rest, and an old position passes as it is
    expect(problemasCargo(cargoClienteBody.parse({ id_ativo: 'N' }), antigo, 1)).toEqual([]);
    expect(cargoEfetivo(cargoClienteBody.parse({ id_ativo: 'N' }), antigo, 1)).toEqual({
      ...antigo,
      id_ativo: 'N',
    });
    expect(cargoEfetivo(cargoClienteBody.parse({ nm_cargo_cliente: 'Novo' }), null, 1).id_ativo).toBe('S');
    expect(cargoClienteBody.safeParse({ id_ativo: 'X' }).success).toBe(false);
    expect(M.cargoEmUso(2)).toBe(
      'Este cargo está em uso (2 vagas): não pode ser excluído, apenas desativado.',
    );
    expect(cargoClienteBody.safeParse({ id_cargo_exibir_web: 'X' }).error?.issues[0]?.message).toBe(
      M.exibirCargoWebInvalido,
    );
  });

  it('checks a cost centre’s code and name', () => {
    const c = (b: object) => problemasCentroCusto(centroCustoClienteBody.parse(b), null, 1);
    expect(c({ cd_centro_custo: '4010-A', nm_centro_custo: 'Produção' })).toEqual([]);
    expect(c({ cd_centro_custo: '40/10', nm_centro_custo: 'Produção' })).toEqual([
      { campo: 'cd_centro_custo', mensagem: M.centroCodigoInvalido },
    ]);
    expect(c({})).toEqual([
      { campo: 'cd_centro_custo', mensagem: M.centroCodigoObrigatorio },
      { campo: 'nm_centro_custo', mensagem: M.centroNomeObrigatorio },
    ]);
    const antigo = {
      cd_centro_custo: '40/10',
      nm_centro_custo: 'Antigo',
      cd_empresa_cliente: 1,
      id_ativo: 'S',
    };
    expect(problemasCentroCusto(centroCustoClienteBody.parse({ id_ativo: 'N' }), antigo, 1)).toEqual([]);
  });

  it('checks a process type’s code (capitals) and short description', () => {
    const t = (b: object) => problemasTipoProcesso(tipoProcessoClienteBody.parse(b), null);
    expect(t({ tipo: 'ps', ds_tipo_abreviado: 'Processo Seletivo' })).toEqual([]);
    expect(t({ tipo: 'P S', ds_tipo_abreviado: 'x' })).toEqual([{ campo: 'tipo', mensagem: M.tipoInvalido }]);
    expect(t({ tipo: 'PS' })).toEqual([{ campo: 'ds_tipo_abreviado', mensagem: M.abreviadoObrigatorio }]);
  });
});

describe('the form schema', () => {
  it('puts each problem on its field path', () => {
    const esquema = comRegras(clienteBody, (b) => problemasCliente(b, null));
    const r = esquema.safeParse({ ...novo, telefones: [{ cd_tipo_telefone: '5', nr_telefone: '123' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['telefones', 0, 'nr_telefone'], M.celularInvalido],
    ]);
  });
});
