import { MENSAGENS_ADMINISTRACAO } from './administracao';
import { LIMITES_CADASTRO } from './candidato-cadastro';
import { CATALOGO_TIPOS_CONTRATACAO } from './catalogos';
import { LIMITES_CLIENTES, REGIOES_CLIENTE } from './clientes';
import { trecho } from './importacao-valores';

/**
 * The messages of a row of an import (importacao-linha.ts), each naming the field's label. A value
 * left out says so: 'E-mail: "joao@" inválido: valor não importado'.
 */

/** A candidate's usual age: outside it the birth date is kept with a warning (under 16 only as apprentice). */
export const IDADE_USUAL_IMPORTACAO = { min: 16, max: 80 } as const;

const q = (t: string) => `"${trecho(t)}"`;
const lista = (itens: readonly string[]) => itens.map(q).join(', ');

export const MENSAGENS_LINHA_IMPORTACAO = {
  obrigatorio: (r: string) => `${r}: não informado (campo obrigatório)`,
  naoImportado: (r: string, motivo: string) => `${r}: ${motivo}: valor não importado`,
  longo: (r: string, max: number) => `${r}: passa de ${max} caracteres`,
  cortado: (r: string, max: number) => `${r}: passava de ${max} caracteres e foi cortado`,
  dataInvalida: (r: string, t: string) => `${r}: ${q(t)} não é uma data (use dd/mm/aaaa ou aaaa-mm-dd)`,
  cpfFormato: (r: string, t: string) => `${r}: ${q(t)} não é um CPF (11 dígitos)`,
  documentoFormato: (r: string, t: string) =>
    `${r}: ${q(t)} não é um CNPJ (14 caracteres) nem um CPF (11 dígitos)`,
  digitosVerificadores: (r: string) => `${r}: dígitos verificadores inválidos`,
  ufInexistente: (r: string, t: string) => `${r}: ${q(t)} não é uma UF do Brasil`,
  cidadeNaoEncontrada: (r: string, cidade: string, uf: string) =>
    `${r}: ${q(cidade)} não encontrada em ${uf}; o nome foi importado sem o código da cidade`,
  cidadeSemUf: (r: string) => `${r}: informada sem a UF; o nome foi importado sem o código da cidade`,
  idade: (r: string, idade: number) =>
    `${r}: idade de ${idade} anos, fora da faixa usual (${IDADE_USUAL_IMPORTACAO.min} a ${IDADE_USUAL_IMPORTACAO.max} anos)`,
  semEmail: (r: string) => `${r}: não informado`,
  variosEmails: (r: string, email: string) => `${r}: a célula tem mais de um e-mail; importado só ${email}`,
  sugestaoEmail: (r: string, email: string, sugestao: string) =>
    `${r}: ${email} parece ter um erro de digitação (${sugestao}?); importado como está`,
  emailObrigatorio: (r: string, t: string) =>
    `${r}: ${q(t)} inválido (o usuário recebe por e-mail o link para criar a senha)`,
  semTelefone: 'Telefones: nenhum telefone informado',
  umTelefone: 'Telefones: só um telefone informado (o cadastro pede ao menos 2)',
  whatsappSemCelular: (r: string) => `${r}: sem celular válido; importado como N`,
  simNaoPadrao: (r: string, t: string, padrao: string) =>
    `${r}: ${q(t)} não reconhecido (use S ou N); importado como ${padrao}`,
  simNaoInvalido: (r: string, t: string) => `${r}: ${q(t)} não reconhecido (use S ou N)`,
  semEscolaridade: (r: string) => `${r}: não informada`,
  cargosNaoEncontrados: (r: string, nomes: readonly string[]) =>
    `${r}: não encontrado no cadastro de cargos, não importado: ${lista(nomes)}`,
  pcdSemLaudo: (r: string) => `${r}: candidato com deficiência sem laudo; anexe o laudo no cadastro`,
  semNomeFantasia: (r: string) => `${r}: não informado`,
  enderecoIncompleto: (faltam: readonly string[]) => `Endereço incompleto: falta ${faltam.join(', ')}`,
  semEndereco: 'Endereço: não informado',
  unidadePadrao: (r: string) => `${r}: não informada; será usada a unidade padrão da importação`,
  unidadeNaoEncontradaPadrao: (r: string, t: string) =>
    `${r}: ${q(t)} não encontrada; será usada a unidade padrão da importação`,
  unidadeNaoEncontradaCliente: (r: string, t: string) =>
    `${r}: ${q(t)} não encontrada; será usada a unidade do cliente`,
  unidadeNaoEncontrada: (r: string, t: string) => `${r}: ${q(t)} não encontrada`,
  semTelefoneCliente: 'Telefone: nenhum telefone informado',
  contatoSemNome: (r: string) => `${r}: dados de contato sem o nome; o contato não foi importado`,
  loginInvalido: (r: string, t: string) => `${r}: ${q(t)} inválido. ${MENSAGENS_ADMINISTRACAO.loginFormato}`,
  loginAcentos: (r: string, de: string, para: string) => `${r}: acentos retirados (${q(de)} → ${q(para)})`,
  perfisNaoEncontrados: (r: string, nomes: readonly string[]) =>
    `${r}: perfil não encontrado: ${lista(nomes)}`,
  semPerfil: (r: string) => `${r}: nenhum perfil informado; o usuário não terá acesso a nenhuma tela`,
  numeroVaga: (r: string, t: string) => `${r}: ${q(t)} não é um número inteiro positivo`,
  clienteNaoEncontrado: (r: string) => `${r}: cliente não encontrado: cadastre ou importe o cliente antes`,
  cargoNaoEncontrado: (r: string, t: string) => `${r}: ${q(t)} não encontrado no cadastro de cargos`,
  tipoContratacao: (r: string, t: string) =>
    `${r}: ${q(t)} não encontrado (use ${CATALOGO_TIPOS_CONTRATACAO.map((c) => c.nome).join(', ')} ou o código)`,
  aberturaAntiga: (r: string) => `${r}: anterior a 01/01/1970`,
  aberturaFutura: (r: string) => `${r}: posterior a hoje; importada assim mesmo`,
} as const;

/** Why a value was left out (the second part of MENSAGENS_LINHA_IMPORTACAO.naoImportado). */
export const MOTIVOS_IMPORTACAO = {
  email: (t: string) => `${q(t)} inválido`,
  sexo: (t: string) => `${q(t)} não reconhecido (use M ou F)`,
  estadoCivil: (t: string) => `${q(t)} não reconhecido`,
  telefone: (t: string) => `${q(t)} não é um telefone com DDD (10 ou 11 dígitos)`,
  cep: (t: string) => `${q(t)} não é um CEP (8 dígitos)`,
  pis: (t: string) => `${q(t)} não é um PIS/NIT válido`,
  cpf: (t: string) => `${q(t)} não é um CPF válido`,
  dinheiro: (t: string) => `${q(t)} não é um valor em reais (use 1.234,56)`,
  dinheiroMaximo: (t: string) => `${q(t)} acima de R$ 99.999,99`,
  habilitacao: (t: string) => `${q(t)} não é uma categoria de CNH (A, B, C, D, E, AB, AC, AD ou AE)`,
  escolaridade: (t: string) => `${q(t)} não encontrada no cadastro de escolaridades`,
  tipoLogradouro: (t: string) => `${q(t)} não reconhecido`,
  regiao: (t: string) => `${q(t)} não é uma região (${REGIOES_CLIENTE.join(', ')})`,
  inteiro: (t: string) =>
    `${q(t)} não é um número inteiro de 0 a ${LIMITES_CLIENTES.funcionariosMax.toLocaleString('pt-BR')}`,
  ramal: (t: string) => `${q(t)} não é um ramal (só números, até ${LIMITES_CLIENTES.ramalMax})`,
  tipoSalario: (t: string) => `${q(t)} não reconhecido (H, D, M, S ou C)`,
  analista: (t: string) => `login ${q(t)} não encontrado`,
  cargoCliente: (t: string) => `${q(t)} não é um cargo deste cliente`,
  rg: (t: string) => `${q(t)} passa de ${LIMITES_CADASTRO.rg} caracteres`,
  longo: (max: number) => `passa de ${max} caracteres`,
  futura: () => 'data posterior a hoje',
  antiga: () => 'data anterior a 01/01/1900',
  prazo: () => 'anterior à data de abertura',
} as const;
