import { LIMITES_USUARIO } from './administracao';
import { LIMITES_CADASTRO } from './candidato-cadastro';
import { LIMITES_CLIENTES } from './clientes';

/**
 * The fields of an import (docs/importacao.md, 'Campos por tipo'): what the mapping screen offers,
 * the headers matched by themselves, the limits of the columns they go to and the example file. Here
 * the people (candidatos, usuários); clients and vacancies in importacao-layout.ts; the check of a
 * row in importacao-linha.ts.
 */

export interface CampoImportacao {
  /** Key of the value in the row's `dados` (a column of the table it goes to, or its code). */
  campo: string;
  /** pt-BR label of the mapping screen and of the row's messages. */
  rotulo: string;
  /** Usual headers matched by themselves (besides `campo` and `rotulo`), compared by chaveCabecalho. */
  apelidos: readonly string[];
  obrigatorio?: boolean;
  /** Characters, from the column's limit in the database schema. */
  max?: number;
  /** A value of the documented layout: the first row of the example file. */
  exemplo: string;
  /** The 2nd and 3rd rows of the example file (other accepted formats); `exemplo` when absent. */
  exemplos?: readonly string[];
  /** Accepted formats, in pt-BR. */
  ajuda?: string;
  /** A text over `max` is cut, with a warning, instead of left out: free text whose end may go. */
  cortavel?: boolean;
}

const L = LIMITES_CLIENTES;

/** Accepted formats shared by the fields of every kind. */
export const AJUDA_IMPORTACAO = {
  data: 'dd/mm/aaaa, d/m/aaaa, dd-mm-aaaa, aaaa-mm-dd ou dd/mm/aa',
  cpf: '11 dígitos, com ou sem pontuação; zeros à esquerda perdidos pela planilha são repostos',
  documento: 'CNPJ (14 caracteres) ou CPF (11 dígitos), com ou sem pontuação',
  telefone: 'DDD e número, com ou sem parênteses, espaços, hífen ou +55',
  simNao: 'S ou N, Sim ou Não, true ou false, 1 ou 0, X para marcado',
  uf: 'sigla (SC) ou nome do estado (Santa Catarina)',
  cep: '8 dígitos, com ou sem hífen',
  dinheiro: '1.234,56, 1234.56 ou R$ 1.234,56 (até R$ 99.999,99)',
  unidade: 'código ou nome da unidade',
} as const;

const AJUDA = AJUDA_IMPORTACAO;

export const CAMPOS_CANDIDATOS: readonly CampoImportacao[] = [
  {
    campo: 'nm_pessoa',
    rotulo: 'Nome',
    apelidos: ['Nome completo', 'Nome do candidato', 'Candidato', 'Nome da pessoa'],
    obrigatorio: true,
    max: L.nomeMax,
    exemplo: 'Maria da Silva Souza',
    exemplos: ['João Pereira Lima', 'Ana Beatriz Costa'],
  },
  {
    campo: 'nr_documento_cpf',
    rotulo: 'CPF',
    apelidos: ['Nº CPF', 'Número do CPF', 'CPF do candidato', 'Nr CPF', 'Documento CPF'],
    obrigatorio: true,
    exemplo: '529.982.247-25',
    exemplos: ['11144477735', '4732611036'],
    ajuda: AJUDA.cpf,
  },
  {
    campo: 'dt_nascimento',
    rotulo: 'Data de nascimento',
    apelidos: ['Nascimento', 'Dt. Nasc.', 'Dt nascimento', 'Data nasc.', 'Data de nasc.', 'Nasc.'],
    exemplo: '07/03/1990',
    exemplos: ['1985-11-23', '5/9/01'],
    ajuda: AJUDA.data,
  },
  {
    campo: 'id_sexo',
    rotulo: 'Sexo',
    apelidos: ['Gênero'],
    exemplo: 'F',
    exemplos: ['Masculino', 'Feminino'],
    ajuda: 'M, F, Masculino ou Feminino',
  },
  {
    campo: 'id_estado_civil',
    rotulo: 'Estado civil',
    apelidos: ['Est. civil'],
    exemplo: 'Solteiro(a)',
    exemplos: ['Casado', 'S'],
    ajuda: 'Solteiro, Casado, Divorciado, União estável, Viúvo, Separado ou o código S, C, D, A, V, J',
  },
  {
    campo: 'ds_email',
    rotulo: 'E-mail',
    apelidos: ['Email', 'Endereço de e-mail', 'E-mail pessoal', 'Correio eletrônico'],
    max: L.emailMax,
    exemplo: 'maria.souza@exemplo.com.br',
    exemplos: ['joao.lima@exemplo.com', 'ana.costa@exemplo.com'],
  },
  {
    campo: 'nr_telefone_cel',
    rotulo: 'Celular',
    apelidos: ['Telefone celular', 'Tel. celular', 'Fone celular', 'Cel.', 'Celular/WhatsApp'],
    exemplo: '(47) 99999-8888',
    exemplos: ['+55 47 98888-7777', '11912345678'],
    ajuda: AJUDA.telefone,
  },
  {
    campo: 'id_possui_whatsapp_cel',
    rotulo: 'Celular tem WhatsApp',
    apelidos: ['Possui WhatsApp', 'Tem WhatsApp', 'WhatsApp no celular'],
    exemplo: 'S',
    exemplos: ['Sim', 'N'],
    ajuda: AJUDA.simNao,
  },
  {
    campo: 'nr_telefone_res',
    rotulo: 'Telefone residencial',
    apelidos: ['Telefone', 'Tel.', 'Fone', 'Telefone fixo', 'Tel. residencial', 'Fone residencial'],
    exemplo: '(47) 3333-4444',
    exemplos: ['', '(11) 3255-1000'],
    ajuda: AJUDA.telefone,
  },
  {
    campo: 'nr_telefone_rec',
    rotulo: 'Telefone para recado',
    apelidos: ['Recado', 'Telefone recado', 'Tel. recado', 'Fone recado', 'Telefone de recado'],
    exemplo: '',
    exemplos: ['47 3322-1100', ''],
    ajuda: AJUDA.telefone,
  },
  {
    campo: 'cd_cep',
    rotulo: 'CEP',
    apelidos: ['Código postal', 'CEP residencial'],
    exemplo: '89201-000',
    exemplos: ['89010100', '1310100'],
    ajuda: AJUDA.cep,
  },
  {
    campo: 'nm_cep',
    rotulo: 'Logradouro',
    apelidos: ['Endereço', 'Rua', 'Endereço residencial', 'Rua/Avenida'],
    max: L.logradouroMax,
    exemplo: 'Rua das Palmeiras',
    exemplos: ['Avenida Brasil', 'Avenida Paulista'],
  },
  {
    campo: 'nr_endereco',
    rotulo: 'Número',
    apelidos: ['Nº', 'Nro', 'Num', 'Número do endereço'],
    max: L.numeroMax,
    exemplo: '120',
    exemplos: ['55', '1000'],
  },
  {
    campo: 'ds_complemento',
    rotulo: 'Complemento',
    apelidos: ['Compl.'],
    max: L.complementoMax,
    exemplo: 'Apto 301',
    exemplos: ['', 'Conj. 12'],
    cortavel: true,
  },
  {
    campo: 'nm_bairro',
    rotulo: 'Bairro',
    apelidos: [],
    max: L.bairroMax,
    exemplo: 'Centro',
    exemplos: ['Velha', 'Bela Vista'],
  },
  {
    campo: 'nm_cidade',
    rotulo: 'Cidade',
    apelidos: ['Município'],
    max: L.cidadeMax,
    exemplo: 'Joinville',
    exemplos: ['Blumenau', 'São Paulo'],
  },
  {
    campo: 'cd_uf',
    rotulo: 'UF',
    apelidos: ['Estado', 'Sigla UF'],
    exemplo: 'SC',
    exemplos: ['Santa Catarina', 'sp'],
    ajuda: AJUDA.uf,
  },
  {
    campo: 'cd_escolaridade',
    rotulo: 'Escolaridade',
    apelidos: ['Grau de instrução', 'Grau de escolaridade', 'Instrução', 'Nível de escolaridade'],
    exemplo: 'Ensino Médio Completo',
    exemplos: ['Ensino Superior Completo', '4'],
    ajuda: 'nome ou código do grau de escolaridade',
  },
  {
    campo: 'cargos',
    rotulo: 'Cargos pretendidos',
    apelidos: ['Cargos', 'Cargo pretendido', 'Cargos de interesse', 'Funções pretendidas'],
    exemplo: 'Auxiliar administrativo; Recepcionista',
    exemplos: ['Motorista', 'Atendente | Operador de caixa'],
    ajuda: 'nomes ou códigos de cargos separados por ; ou |',
  },
  {
    campo: 'pretensao_salarial',
    rotulo: 'Pretensão salarial',
    apelidos: ['Pretensão', 'Salário pretendido', 'Expectativa salarial'],
    exemplo: '2.500,00',
    exemplos: ['4500', 'R$ 1.800,00'],
    ajuda: AJUDA.dinheiro,
  },
  {
    campo: 'ds_experiencia_profissional',
    rotulo: 'Experiência profissional',
    apelidos: ['Experiência', 'Experiências', 'Resumo profissional', 'Histórico profissional'],
    exemplo: 'Dois anos como auxiliar administrativo em escritório de contabilidade.',
    exemplos: ['Motorista de entregas (CNH B) por cinco anos.', ''],
  },
  {
    campo: 'nr_documento_rg',
    rotulo: 'RG',
    apelidos: ['Identidade', 'Nº RG', 'Carteira de identidade', 'Documento de identidade'],
    max: LIMITES_CADASTRO.rg,
    exemplo: '12.345.678-9',
    exemplos: ['4567890', ''],
  },
  {
    campo: 'nr_documento_pis',
    rotulo: 'PIS/NIT',
    apelidos: ['PIS', 'NIT', 'PIS/PASEP', 'PASEP', 'Nº PIS'],
    exemplo: '120.34567.89-9',
    exemplos: ['17012345673', ''],
    ajuda: '11 dígitos, com ou sem pontuação',
  },
  {
    campo: 'cd_habilitacao_cat',
    rotulo: 'CNH',
    apelidos: ['Categoria CNH', 'Cat. CNH', 'Habilitação', 'Categoria da habilitação'],
    exemplo: 'AB',
    exemplos: ['B', ''],
    ajuda: 'A, B, C, D, E, AB, AC, AD ou AE (também A/B ou A e B)',
  },
  {
    campo: 'id_possue_deficiencia',
    rotulo: 'PCD',
    apelidos: ['Pessoa com deficiência', 'Possui deficiência', 'Deficiência', 'Deficiente'],
    exemplo: 'N',
    exemplos: ['Não', ''],
    ajuda: AJUDA.simNao,
  },
  {
    campo: 'nm_pessoa_mae',
    rotulo: 'Nome da mãe',
    apelidos: ['Mãe', 'Filiação (mãe)'],
    max: L.nomeMax,
    exemplo: 'Ana da Silva',
    exemplos: ['Rosa Pereira', ''],
  },
  {
    campo: 'nm_pessoa_pai',
    rotulo: 'Nome do pai',
    apelidos: ['Pai', 'Filiação (pai)'],
    max: L.nomeMax,
    exemplo: 'José Souza',
    exemplos: ['', ''],
  },
  {
    campo: 'criado_em',
    rotulo: 'Data de cadastro',
    apelidos: ['Cadastrado em', 'Data cadastro', 'Dt. cadastro', 'Data de inclusão', 'Criado em'],
    exemplo: '15/01/2019',
    exemplos: ['2020-06-30', '10-02-2021'],
    ajuda: `${AJUDA.data}; a data em que o cadastro foi feito no outro sistema`,
  },
];

export const CAMPOS_USUARIOS: readonly CampoImportacao[] = [
  {
    campo: 'nm_login',
    rotulo: 'Login',
    apelidos: ['Usuário', 'Nome de usuário', 'Login de acesso', 'User', 'Username'],
    obrigatorio: true,
    max: LIMITES_USUARIO.loginMax,
    exemplo: 'maria.souza',
    exemplos: ['joao.lima', 'Carlos_RH'],
    ajuda: 'de 3 a 60 letras sem acento, números, ponto, hífen ou sublinhado (acentos são retirados)',
  },
  {
    campo: 'nm_pessoa',
    rotulo: 'Nome',
    apelidos: ['Nome completo', 'Nome do usuário'],
    obrigatorio: true,
    max: LIMITES_USUARIO.nomeMax,
    exemplo: 'Maria Souza',
    exemplos: ['João Lima', 'Carlos Eduardo Ramos'],
  },
  {
    campo: 'ds_email',
    rotulo: 'E-mail',
    apelidos: ['Email', 'E-mail corporativo'],
    obrigatorio: true,
    max: LIMITES_USUARIO.emailMax,
    exemplo: 'maria.souza@agencia.com.br',
    exemplos: ['joao.lima@agencia.com.br', 'carlos.ramos@agencia.com.br'],
    ajuda: 'o usuário recebe neste e-mail o link para criar a senha',
  },
  {
    campo: 'nr_documento_cpf',
    rotulo: 'CPF',
    apelidos: ['Nº CPF'],
    exemplo: '529.982.247-25',
    exemplos: ['', '11144477735'],
    ajuda: AJUDA.cpf,
  },
  {
    campo: 'perfis',
    rotulo: 'Perfis',
    apelidos: ['Perfil', 'Perfil de acesso', 'Perfis de acesso'],
    exemplo: 'Analista de seleção',
    exemplos: ['Analista de seleção; Comercial', 'Administrador'],
    ajuda: 'nomes ou códigos de perfis separados por ; ou |',
  },
  {
    campo: 'cd_empresa',
    rotulo: 'Unidade',
    apelidos: ['Filial', 'Cód. unidade'],
    obrigatorio: true,
    exemplo: 'Joinville',
    exemplos: ['Joinville', '1'],
    ajuda: AJUDA.unidade,
  },
  {
    campo: 'nr_telefone',
    rotulo: 'Telefone',
    apelidos: ['Fone', 'Tel.'],
    exemplo: '(47) 3433-1000',
    exemplos: ['', '47 98888-1234'],
    ajuda: AJUDA.telefone,
  },
  {
    campo: 'nr_ramal',
    rotulo: 'Ramal',
    apelidos: [],
    exemplo: '201',
    exemplos: ['202', ''],
    ajuda: `só números, até ${L.ramalMax}`,
  },
  {
    campo: 'id_ativo',
    rotulo: 'Ativo',
    apelidos: ['Situação'],
    exemplo: 'S',
    exemplos: ['Sim', 'S'],
    ajuda: `${AJUDA.simNao}; sem a coluna, S`,
  },
];
