import { describe, expect, it } from 'vitest';
import { MENSAGENS_ADMINISTRACAO } from './administracao';
import { cpf, ctx, exemplo, linha } from './importacao.fixtures';
import { type ContextoImportacao, type LinhaValidada, validarLinha } from './importacao-campos';

function avisos(r: LinhaValidada): string[] {
  expect(r.status).toBe('A');
  return r.mensagens;
}
function erros(r: LinhaValidada): string[] {
  expect(r.status).toBe('E');
  return r.mensagens;
}

describe('candidatos', () => {
  it('normalises every value the writer stores', () => {
    expect(linha('candidatos', {}, 1)).toEqual({
      status: 'V',
      mensagens: [],
      chave: '11144477735',
      dados: {
        nm_pessoa: 'João Pereira Lima',
        nr_documento_cpf: '11144477735',
        dt_nascimento: '1985-11-23',
        id_sexo: 'M',
        id_estado_civil: 'C',
        ds_email: 'joao.lima@exemplo.com',
        nr_telefone_cel: '47988887777',
        nr_telefone_res: null,
        nr_telefone_rec: '4733221100',
        id_possui_whatsapp_cel: 'S',
        cd_cep: '89010100',
        nm_cep: 'Avenida Brasil',
        nr_endereco: '55',
        ds_complemento: null,
        nm_bairro: 'Velha',
        cd_uf: 'SC',
        nm_cidade: 'Blumenau',
        cd_cidade: 2,
        cd_escolaridade: 8,
        cargos: [3],
        pretensao_salarial: 4500,
        ds_experiencia_profissional: 'Motorista de entregas (CNH B) por cinco anos.',
        nr_documento_rg: '4567890',
        nr_documento_pis: '17012345673',
        cd_habilitacao_cat: 'B',
        id_possue_deficiencia: 'N',
        nm_pessoa_mae: 'Rosa Pereira',
        nm_pessoa_pai: null,
        criado_em: '2020-06-30',
      },
    });
  });

  it('holds only the mapped fields (an update keeps the others)', () => {
    const r = validarLinha(
      'candidatos',
      {
        nm_pessoa: ' =SOMA(A1) ',
        nr_documento_cpf: '529.982.247-25',
        nr_telefone_cel: '47 99999-8888',
        nr_telefone_res: '4733334444',
        ds_email: 'a@exemplo.com.br',
        cd_escolaridade: '5',
      },
      ctx,
    );
    expect(r).toEqual({
      status: 'V',
      mensagens: [],
      chave: '52998224725',
      dados: {
        nm_pessoa: '=SOMA(A1)',
        nr_documento_cpf: '52998224725',
        ds_email: 'a@exemplo.com.br',
        nr_telefone_cel: '47999998888',
        nr_telefone_res: '4733334444',
        cd_escolaridade: 5,
      },
    });
  });

  it('refuses a row without a name, with a long name, without CPF or with a wrong CPF', () => {
    expect(erros(linha('candidatos', { nm_pessoa: '  ' }))).toEqual([
      'Nome: não informado (campo obrigatório)',
    ]);
    expect(erros(linha('candidatos', { nm_pessoa: undefined }))).toEqual([
      'Nome: não informado (campo obrigatório)',
    ]);
    expect(erros(linha('candidatos', { nm_pessoa: 'A'.repeat(201) }))).toEqual([
      'Nome: passa de 200 caracteres',
    ]);
    expect(erros(linha('candidatos', { nr_documento_cpf: 'NULL' }))).toEqual([
      'CPF: não informado (campo obrigatório)',
    ]);
    expect(erros(linha('candidatos', { nr_documento_cpf: '529.982.247-26' }))).toEqual([
      'CPF: dígitos verificadores inválidos',
    ]);
    expect(erros(linha('candidatos', { nr_documento_cpf: '111.111.111-11' }))).toEqual([
      'CPF: dígitos verificadores inválidos',
    ]);
    const r = linha('candidatos', { nr_documento_cpf: '12345' });
    expect(erros(r)).toEqual(['CPF: "12345" não é um CPF (11 dígitos)']);
    expect(r.chave).toBeNull();
  });

  it('refuses a date that is not a date and a state that does not exist', () => {
    expect(erros(linha('candidatos', { dt_nascimento: '31/02/1990' }))).toEqual([
      'Data de nascimento: "31/02/1990" não é uma data (use dd/mm/aaaa ou aaaa-mm-dd)',
    ]);
    expect(erros(linha('candidatos', { criado_em: 'ontem' }))).toEqual([
      'Data de cadastro: "ontem" não é uma data (use dd/mm/aaaa ou aaaa-mm-dd)',
    ]);
    expect(erros(linha('candidatos', { cd_uf: 'XX' }))).toEqual(['UF: "XX" não é uma UF do Brasil']);
  });

  it('imports a record that misses the rules of new ones, with warnings', () => {
    const r = linha('candidatos', {
      ds_email: '',
      nr_telefone_cel: '',
      nr_telefone_res: '(47) 3333-4444',
      nr_telefone_rec: undefined,
      id_possui_whatsapp_cel: undefined,
      cd_escolaridade: undefined,
      dt_nascimento: '10/01/2011',
    });
    expect(avisos(r)).toEqual([
      'Data de nascimento: idade de 15 anos, fora da faixa usual (16 a 80 anos)',
      'E-mail: não informado',
      'Telefones: só um telefone informado (o cadastro pede ao menos 2)',
      'Escolaridade: não informada',
    ]);
    expect(r.dados.dt_nascimento).toBe('2011-01-10');
    expect(
      avisos(linha('candidatos', { nr_telefone_cel: '-', nr_telefone_res: '', id_possui_whatsapp_cel: 'N' })),
    ).toEqual(['Telefones: nenhum telefone informado']);
    expect(avisos(linha('candidatos', { dt_nascimento: '01/01/1930' }))).toEqual([
      'Data de nascimento: idade de 96 anos, fora da faixa usual (16 a 80 anos)',
    ]);
  });

  it('leaves out a value it cannot keep, saying so', () => {
    const r = linha('candidatos', {
      ds_email: 'maria.souza@',
      nr_documento_pis: '120.34567.89-0',
      cd_cep: '8920-100',
      id_sexo: 'X',
      id_estado_civil: 'Noivo',
      pretensao_salarial: 'a combinar',
      cd_habilitacao_cat: 'Z',
      nr_documento_rg: '123456789012345',
      nm_pessoa_mae: 'M'.repeat(201),
      dt_nascimento: '01/01/2030',
    });
    expect(avisos(r)).toEqual([
      'Data de nascimento: data posterior a hoje: valor não importado',
      'Sexo: "X" não reconhecido (use M ou F): valor não importado',
      'Estado civil: "Noivo" não reconhecido: valor não importado',
      'E-mail: "maria.souza@" inválido: valor não importado',
      'CEP: "8920-100" não é um CEP (8 dígitos): valor não importado',
      'Pretensão salarial: "a combinar" não é um valor em reais (use 1.234,56): valor não importado',
      'RG: "123456789012345" passa de 14 caracteres: valor não importado',
      'PIS/NIT: "120.34567.89-0" não é um PIS/NIT válido: valor não importado',
      'CNH: "Z" não é uma categoria de CNH (A, B, C, D, E, AB, AC, AD ou AE): valor não importado',
      'Nome da mãe: passa de 200 caracteres: valor não importado',
    ]);
    for (const campo of [
      'ds_email',
      'nr_documento_pis',
      'cd_cep',
      'id_sexo',
      'id_estado_civil',
      'pretensao_salarial',
      'cd_habilitacao_cat',
      'nr_documento_rg',
      'nm_pessoa_mae',
      'dt_nascimento',
    ])
      expect(r.dados[campo], campo).toBeNull();
    expect(avisos(linha('candidatos', { dt_nascimento: '31/12/1899' }))).toEqual([
      'Data de nascimento: data anterior a 01/01/1900: valor não importado',
    ]);
    expect(avisos(linha('candidatos', { pretensao_salarial: '150.000,00' }))).toEqual([
      'Pretensão salarial: "150.000,00" acima de R$ 99.999,99: valor não importado',
    ]);
    expect(avisos(linha('candidatos', { criado_em: '01/01/2027' }))).toEqual([
      'Data de cadastro: data posterior a hoje: valor não importado',
    ]);
    expect(avisos(linha('candidatos', { nr_telefone_res: '3333-4444' }))).toEqual([
      'Telefone residencial: "3333-4444" não é um telefone com DDD (10 ou 11 dígitos): valor não importado',
      'Telefones: só um telefone informado (o cadastro pede ao menos 2)',
    ]);
  });

  it('cuts a long complement, keeps a likely typo of the e-mail and the first of several', () => {
    const r = linha('candidatos', {
      ds_complemento: `Bloco B ${'x'.repeat(130)}`,
      ds_email: 'Maria@Gmial.com',
    });
    expect(avisos(r)).toEqual([
      'E-mail: maria@gmial.com parece ter um erro de digitação (maria@gmail.com?); importado como está',
      'Complemento: passava de 120 caracteres e foi cortado',
    ]);
    expect(r.dados.ds_email).toBe('maria@gmial.com');
    expect((r.dados.ds_complemento as string).length).toBe(120);
    expect(avisos(linha('candidatos', { ds_email: 'a@exemplo.com.br; b@exemplo.com.br' }))).toEqual([
      'E-mail: a célula tem mais de um e-mail; importado só a@exemplo.com.br',
    ]);
  });

  it('links the city by its state, keeping an unknown one by name', () => {
    const r = linha('candidatos', { nm_cidade: 'Pomerode' });
    expect(avisos(r)).toEqual([
      'Cidade: "Pomerode" não encontrada em SC; o nome foi importado sem o código da cidade',
    ]);
    expect(r.dados).toMatchObject({ nm_cidade: 'Pomerode', cd_uf: 'SC', cd_cidade: null });
    expect(avisos(linha('candidatos', { cd_uf: '' }))).toEqual([
      'Cidade: informada sem a UF; o nome foi importado sem o código da cidade',
    ]);
    expect(linha('candidatos', { cd_uf: 'Santa Catarina', nm_cidade: 'JOINVILLE' }).dados.cd_cidade).toBe(1);
    expect('cd_cidade' in linha('candidatos', { cd_uf: undefined, nm_cidade: undefined }).dados).toBe(false);
  });

  it('takes the desired positions by name or code, naming those not found', () => {
    const r = linha('candidatos', { cargos: 'Motorista; Soldador | 3 | Caldeireiro' });
    expect(avisos(r)).toEqual([
      'Cargos pretendidos: não encontrado no cadastro de cargos, não importado: "Soldador", "Caldeireiro"',
    ]);
    expect(r.dados.cargos).toEqual([3]);
    expect(linha('candidatos', { cargos: '' }).dados.cargos).toEqual([]);
  });

  it('reads the flags, their defaults and what they imply', () => {
    expect(linha('candidatos', { id_possue_deficiencia: '' }).dados.id_possue_deficiencia).toBe('N');
    expect(avisos(linha('candidatos', { id_possue_deficiencia: 'Sim' }))).toEqual([
      'PCD: candidato com deficiência sem laudo; anexe o laudo no cadastro',
    ]);
    const talvez = linha('candidatos', { id_possue_deficiencia: 'talvez' });
    expect(avisos(talvez)).toEqual(['PCD: "talvez" não reconhecido (use S ou N); importado como N']);
    expect(talvez.dados.id_possue_deficiencia).toBe('N');
    const semCelular = linha('candidatos', { nr_telefone_cel: '', nr_telefone_rec: '47 3322-1100' });
    expect(avisos(semCelular)).toEqual(['Celular tem WhatsApp: sem celular válido; importado como N']);
    expect(semCelular.dados.id_possui_whatsapp_cel).toBe('N');
    expect(linha('candidatos', { cd_habilitacao_cat: 'Não possui' }).dados.cd_habilitacao_cat).toBeNull();
    expect(linha('candidatos', { cd_habilitacao_cat: 'a e b' }).dados.cd_habilitacao_cat).toBe('AB');
  });

  it('leaves out an education level not found', () => {
    expect(avisos(linha('candidatos', { cd_escolaridade: 'Supletivo' }))).toEqual([
      'Escolaridade: "Supletivo" não encontrada no cadastro de escolaridades: valor não importado',
    ]);
  });

  it('checks 100,000 rows', () => {
    const base = exemplo('candidatos');
    const contagem = { V: 0, A: 0, E: 0 };
    for (let i = 0; i < 100_000; i++) {
      const r = validarLinha('candidatos', { ...base, nr_documento_cpf: cpf(100_000 + i) }, ctx);
      contagem[r.status]++;
    }
    expect(contagem).toEqual({ V: 100_000, A: 0, E: 0 });
  }, 60_000);
});

describe('clientes', () => {
  it('reads a company, or a person by CPF, and the contact of the row', () => {
    const r = linha('clientes', {});
    expect(r.status).toBe('V');
    expect(r.dados).toMatchObject({
      id_tipo_pessoa: 'J',
      nr_documento_cnpj: '11222333000181',
      cd_empresa: 1,
      cd_tipo_logradouro: 'R',
      cd_cidade: 1,
      nr_telefone: '4734331000',
      nr_ramal: '201',
      qt_funcionarios: 120,
      id_ativo: 'S',
      contato_nm_pessoa: 'Carla Mendes',
      contato_ds_email: 'carla.mendes@metalvale.com.br',
      contato_nr_telefone: '47998765432',
      contato_nm_cargo: 'Analista de RH',
      contato_dt_nascimento: '1985-05-12',
    });
    expect('nr_documento_cpf' in r.dados).toBe(false);
    const pessoa = linha('clientes', {}, 2);
    expect(pessoa.chave).toBe('39053344705');
    expect(pessoa.dados).toMatchObject({
      id_tipo_pessoa: 'F',
      nr_documento_cpf: '39053344705',
      contato_nm_pessoa: null,
    });
    expect(linha('clientes', { nr_documento: '12.ABC.345/01DE-35' }).chave).toBe('12ABC34501DE35');
  });

  it('refuses a row without a valid document or name', () => {
    expect(erros(linha('clientes', { nr_documento: '11.222.333/0001-82' }))).toEqual([
      'CNPJ/CPF: dígitos verificadores inválidos',
    ]);
    expect(erros(linha('clientes', { nr_documento: 'isento' }))).toEqual([
      'CNPJ/CPF: "isento" não é um CNPJ (14 caracteres) nem um CPF (11 dígitos)',
    ]);
    expect(erros(linha('clientes', { nr_documento: '' }))).toEqual([
      'CNPJ/CPF: não informado (campo obrigatório)',
    ]);
    expect(erros(linha('clientes', { nm_pessoa: '' }))).toEqual([
      'Razão social: não informado (campo obrigatório)',
    ]);
  });

  it('warns of what a new client would need', () => {
    const r = linha('clientes', {
      nm_apelido: '',
      cd_cep: '',
      nr_endereco: undefined,
      nr_telefone: '',
      nr_telefone_cel: undefined,
    });
    expect(avisos(r)).toEqual([
      'Nome fantasia: não informado',
      'Endereço incompleto: falta CEP, Número',
      'Telefone: nenhum telefone informado',
    ]);
    const semEndereco = Object.fromEntries(
      ['cd_cep', 'nm_cep', 'nr_endereco', 'nm_bairro', 'nm_cidade', 'cd_uf'].map((c) => [c, undefined]),
    );
    expect(avisos(linha('clientes', semEndereco))).toEqual(['Endereço: não informado']);
  });

  it('warns that the default unit is used when the unit is blank or unknown', () => {
    const branco = linha('clientes', { cd_empresa: '' });
    expect(avisos(branco)).toEqual(['Unidade: não informada; será usada a unidade padrão da importação']);
    expect(branco.dados.cd_empresa).toBeNull();
    expect(avisos(linha('clientes', { cd_empresa: 'Curitiba' }))).toEqual([
      'Unidade: "Curitiba" não encontrada; será usada a unidade padrão da importação',
    ]);
    expect('cd_empresa' in linha('clientes', { cd_empresa: undefined }).dados).toBe(false);
  });

  it('leaves out values of other shapes', () => {
    expect(
      avisos(
        linha('clientes', {
          cd_tipo_logradouro: 'Xyz',
          nm_regiao: 'Nordeste',
          nr_ramal: 'ramal 2',
          qt_funcionarios: 'muitos',
          ds_email: 'contato',
          id_ativo: 'talvez',
        }),
      ),
    ).toEqual([
      'Tipo de logradouro: "Xyz" não reconhecido: valor não importado',
      'Região: "Nordeste" não é uma região (Centro, Norte, Sul, Leste, Oeste): valor não importado',
      'E-mail: "contato" inválido: valor não importado',
      'Ramal: "ramal 2" não é um ramal (só números, até 10): valor não importado',
      'Nº de funcionários: "muitos" não é um número inteiro de 0 a 1.000.000: valor não importado',
      'Ativo: "talvez" não reconhecido (use S ou N); importado como S',
    ]);
    expect(linha('clientes', { id_ativo: 'Inativo', cd_tipo_logradouro: 'Av.' }).dados).toMatchObject({
      id_ativo: 'N',
      cd_tipo_logradouro: 'AV',
    });
  });

  it('imports a contact without a name as no contact, and checks the contact values', () => {
    const r = linha('clientes', { contato_nm_pessoa: '' });
    expect(avisos(r)).toEqual(['Contato: dados de contato sem o nome; o contato não foi importado']);
    expect(r.dados).toMatchObject({
      contato_nm_pessoa: null,
      contato_ds_email: null,
      contato_nm_cargo: null,
    });
    expect(erros(linha('clientes', { contato_dt_nascimento: '12/13/1985' }))).toEqual([
      'Nascimento do contato: "12/13/1985" não é uma data (use dd/mm/aaaa ou aaaa-mm-dd)',
    ]);
    const longo = linha('clientes', { contato_nm_cargo: 'C'.repeat(130), contato_ds_email: 'carla@' });
    expect(avisos(longo)).toEqual([
      'E-mail do contato: "carla@" inválido: valor não importado',
      'Cargo do contato: passava de 120 caracteres e foi cortado',
    ]);
  });
});

describe('usuarios', () => {
  it('keys a user by the login in lower case, with profiles and unit', () => {
    const r = linha('usuarios', { nm_login: 'Maria.Souza' }, 1);
    expect(r).toMatchObject({ status: 'V', chave: 'maria.souza' });
    expect(r.dados).toMatchObject({
      nm_login: 'Maria.Souza',
      perfis: [10, 11],
      cd_empresa: 1,
      id_ativo: 'S',
    });
  });

  it('takes the accents out of a login, refuses one of other characters', () => {
    const r = linha('usuarios', { nm_login: 'joão.silva' });
    expect(avisos(r)).toEqual(['Login: acentos retirados ("joão.silva" → "joao.silva")']);
    expect(r.chave).toBe('joao.silva');
    expect(erros(linha('usuarios', { nm_login: 'maria souza' }))).toEqual([
      `Login: "maria souza" inválido. ${MENSAGENS_ADMINISTRACAO.loginFormato}`,
    ]);
    expect(erros(linha('usuarios', { nm_login: 'ab' }))).toEqual([
      `Login: "ab" inválido. ${MENSAGENS_ADMINISTRACAO.loginFormato}`,
    ]);
    expect(erros(linha('usuarios', { nm_login: '' }))).toEqual(['Login: não informado (campo obrigatório)']);
  });

  it('refuses a user without e-mail, unit or with an unknown profile or access', () => {
    expect(erros(linha('usuarios', { ds_email: 'maria' }))).toEqual([
      'E-mail: "maria" inválido (o usuário recebe por e-mail o link para criar a senha)',
    ]);
    expect(erros(linha('usuarios', { ds_email: '' }))).toEqual(['E-mail: não informado (campo obrigatório)']);
    expect(erros(linha('usuarios', { perfis: 'Gerente; Comercial; Diretor' }))).toEqual([
      'Perfis: perfil não encontrado: "Gerente", "Diretor"',
    ]);
    expect(erros(linha('usuarios', { cd_empresa: 'Curitiba' }))).toEqual([
      'Unidade: "Curitiba" não encontrada',
    ]);
    expect(erros(linha('usuarios', { cd_empresa: undefined }))).toEqual([
      'Unidade: não informado (campo obrigatório)',
    ]);
    expect(erros(linha('usuarios', { id_ativo: 'Bloqueado' }))).toEqual([
      'Ativo: "Bloqueado" não reconhecido (use S ou N)',
    ]);
  });

  it('warns of a user without profile and leaves out a wrong CPF or extension', () => {
    expect(avisos(linha('usuarios', { perfis: '' }))).toEqual([
      'Perfis: nenhum perfil informado; o usuário não terá acesso a nenhuma tela',
    ]);
    const r = linha('usuarios', {
      nr_documento_cpf: '123.456.789-00',
      nr_ramal: '12345678901',
      id_ativo: 'Não',
    });
    expect(avisos(r)).toEqual([
      'CPF: "123.456.789-00" não é um CPF válido: valor não importado',
      'Ramal: "12345678901" não é um ramal (só números, até 10): valor não importado',
    ]);
    expect(r.dados).toMatchObject({ nr_documento_cpf: null, nr_ramal: null, id_ativo: 'N' });
  });
});

describe('vagas', () => {
  it('resolves the client, unit, positions, hiring type and analyst', () => {
    expect(linha('vagas', {}, 1)).toEqual({
      status: 'V',
      mensagens: [],
      chave: '1002',
      dados: {
        nr_vaga_origem: 1002,
        cd_pessoa_cliente: 500,
        cd_empresa: 1,
        cd_cargo: 7,
        cd_cargo_cliente: 90,
        cd_tipo_contratacao: 2,
        vl_salario: 2300.5,
        id_salario: 'M',
        dt_abertura: '2025-09-15',
        dt_prorrogacao: null,
        cd_usuario_analista: 8,
        ds_area: 'Logística',
        nm_requisitante: 'Roberto Alves',
        ds_observacoes: 'Empilhadeira a gás; curso NR-11 em dia.',
      },
    });
  });

  it('refuses a vacancy it cannot make', () => {
    expect(erros(linha('vagas', { nr_vaga_origem: '0' }))).toEqual([
      'Nº da vaga: "0" não é um número inteiro positivo',
    ]);
    expect(erros(linha('vagas', { nr_vaga_origem: 'V-12' }))).toEqual([
      'Nº da vaga: "V-12" não é um número inteiro positivo',
    ]);
    expect(erros(linha('vagas', { cd_pessoa_cliente: '04.597.746/0001-85' }))).toEqual([
      'CNPJ/CPF do cliente: cliente não encontrado: cadastre ou importe o cliente antes',
    ]);
    expect(erros(linha('vagas', { cd_pessoa_cliente: '11.222.333/0001-00' }))).toEqual([
      'CNPJ/CPF do cliente: dígitos verificadores inválidos',
    ]);
    expect(erros(linha('vagas', { cd_cargo: 'Astronauta' }))).toEqual([
      'Cargo: "Astronauta" não encontrado no cadastro de cargos',
    ]);
    expect(erros(linha('vagas', { cd_tipo_contratacao: 'PJ' }))).toEqual([
      'Tipo de contratação: "PJ" não encontrado (use Efetivo, Temporário, Terceirizado, Estágio ou o código)',
    ]);
    expect(erros(linha('vagas', { dt_abertura: '' }))).toEqual([
      'Data de abertura: não informado (campo obrigatório)',
    ]);
    expect(erros(linha('vagas', { dt_abertura: '01/09/1969' }))).toEqual([
      'Data de abertura: anterior a 01/01/1970',
    ]);
  });

  it('warns and leaves out what the vacancy can do without', () => {
    const r = linha('vagas', {
      cd_empresa: 'Curitiba',
      cd_cargo_cliente: 'Soldador',
      vl_salario: '1.850,005',
      id_salario: 'Anual',
      dt_abertura: '01/07/2026',
      dt_prorrogacao: '30/06/2026',
      cd_usuario_analista: 'ninguem',
      ds_area: 'A'.repeat(210),
      nm_requisitante: 'R'.repeat(201),
    });
    expect(avisos(r)).toEqual([
      'Unidade: "Curitiba" não encontrada; será usada a unidade do cliente',
      'Cargo do cliente: "Soldador" não é um cargo deste cliente: valor não importado',
      'Salário: "1.850,005" não é um valor em reais (use 1.234,56): valor não importado',
      'Tipo de salário: "Anual" não reconhecido (H, D, M, S ou C): valor não importado',
      'Data de abertura: posterior a hoje; importada assim mesmo',
      'Prazo: anterior à data de abertura: valor não importado',
      'Analista: login "ninguem" não encontrado: valor não importado',
      'Setor: passava de 200 caracteres e foi cortado',
      'Requisitante: passa de 200 caracteres: valor não importado',
    ]);
    expect(r.dados).toMatchObject({
      cd_empresa: null,
      cd_cargo_cliente: null,
      vl_salario: null,
      dt_abertura: '2026-07-01',
      dt_prorrogacao: null,
      cd_usuario_analista: null,
      nm_requisitante: null,
    });
    expect((r.dados.ds_area as string).length).toBe(200);
  });

  it('leaves out a client position when the context cannot look it up', () => {
    const semCargoCliente: ContextoImportacao = { ...ctx, cargoCliente: undefined };
    const r = validarLinha('vagas', exemplo('vagas', 1), semCargoCliente);
    expect(r.mensagens).toEqual([
      'Cargo do cliente: "Operador de empilhadeira II" não é um cargo deste cliente: valor não importado',
    ]);
  });
});
