import type { ContratoQualquer } from '../contrato';
import { CONTRATOS_ACOES_LOTE } from './acoes-lote';
import { CONTRATOS_ADMIN } from './admin';
import { CONTRATOS_ADMIN_ACESSO } from './admin-acesso';
import { CONTRATOS_ADMIN_UNIDADES } from './admin-unidades';
import { CONTRATOS_AGENDAMENTO } from './agendamento';
import { CONTRATOS_ASSINATURA } from './assinatura';
import { CONTRATOS_AUTH } from './auth';
import { CONTRATOS_AUTOATENDIMENTO } from './autoatendimento';
import { CONTRATOS_BOT_CLIENTE } from './bot-cliente';
import { TODOS_CONTRATOS_CADASTROS } from './cadastros';
import { CONTRATOS_CALLCENTER } from './callcenter';
import { CONTRATOS_CAMPANHAS } from './campanhas';
import { CONTRATOS_CANDIDATO } from './candidato';
import { CONTRATOS_CANDIDATO_CADASTRO } from './candidato-cadastro';
import { CONTRATOS_CATALOGO } from './catalogo';
import { CONTRATOS_CLIENTE } from './cliente';
import { CONTRATOS_CLIENTES } from './clientes';
import { CONTRATOS_CONFIGURACAO } from './configuracao';
import { CONTRATOS_CONTRATACOES, CONTRATOS_LGPD_ACESSOS } from './contratacoes';
import { CONTRATOS_AGENDA, CONTRATOS_DADOS_CANDIDATO } from './dados-candidato';
import { CONTRATOS_FATURAMENTO_AVALIACAO } from './faturamento-avaliacao';
import { CONTRATOS_FECHAMENTO } from './fechamento';
import { CONTRATOS_GRUPO } from './grupo';
import { CONTRATOS_HEALTH } from './health';
import { CONTRATOS_IMPORTACAO } from './importacao';
import { CONTRATOS_LGPD } from './lgpd';
import { CONTRATOS_MENSAGERIA } from './mensageria';
import { CONTRATOS_OPERACOES } from './operacoes';
import { CONTRATOS_PAGINAS_LEGADO } from './paginas-legado';
import { CONTRATOS_PARECER_CLIENTE } from './parecer-cliente';
import { CONTRATOS_PESQUISA_CANDIDATOS } from './pesquisa-candidatos';
import { CONTRATOS_PLATAFORMA } from './plataforma';
import { CONTRATOS_RECRUTAMENTO } from './recrutamento';
import { CONTRATOS_REQUISICOES } from './requisicoes';
import { CONTRATOS_TESTES } from './testes';
import { CONTRATOS_USUARIO } from './usuario';
import { CONTRATOS_VAGA_CANDIDATOS } from './vaga-candidatos';
import { CONTRATOS_VAGA_DASHBOARD } from './vaga-dashboard';
import { CONTRATOS_DIVULGACAO_PUBLICA, CONTRATOS_VAGA_DIVULGACAO } from './vaga-divulgacao';
import { CONTRATOS_VAGA_EDICAO } from './vaga-edicao';
import { CONTRATOS_VAGA_FATURAMENTO } from './vaga-faturamento';
import { CONTRATOS_VAGA_INFO } from './vaga-info';
import { CONTRATOS_VAGA_RELACIONAR } from './vaga-relacionar';
import { CONTRATOS_VAGA_SELECAO } from './vaga-selecao';
import { CONTRATOS_VAGA_SITUACAO } from './vaga-situacao';

/** Every contract of the API, for the check that each is registered with its own schemas. */
export const TODOS_CONTRATOS: readonly ContratoQualquer[] = [
  ...Object.values(CONTRATOS_ACOES_LOTE),
  ...Object.values(CONTRATOS_ADMIN),
  ...Object.values(CONTRATOS_ADMIN_ACESSO),
  ...Object.values(CONTRATOS_ADMIN_UNIDADES),
  ...Object.values(CONTRATOS_AGENDAMENTO),
  ...Object.values(CONTRATOS_ASSINATURA),
  ...Object.values(CONTRATOS_AUTH),
  ...Object.values(CONTRATOS_AUTOATENDIMENTO),
  ...Object.values(CONTRATOS_CALLCENTER),
  ...Object.values(CONTRATOS_BOT_CLIENTE),
  ...TODOS_CONTRATOS_CADASTROS,
  ...Object.values(CONTRATOS_CANDIDATO),
  ...Object.values(CONTRATOS_CAMPANHAS),
  ...Object.values(CONTRATOS_CANDIDATO_CADASTRO),
  ...Object.values(CONTRATOS_CATALOGO),
  ...Object.values(CONTRATOS_CLIENTE),
  ...Object.values(CONTRATOS_CONTRATACOES),
  ...Object.values(CONTRATOS_LGPD_ACESSOS),
  ...Object.values(CONTRATOS_CLIENTES),
  ...Object.values(CONTRATOS_CONFIGURACAO),
  ...Object.values(CONTRATOS_DADOS_CANDIDATO),
  ...Object.values(CONTRATOS_AGENDA),
  ...Object.values(CONTRATOS_FATURAMENTO_AVALIACAO),
  ...Object.values(CONTRATOS_FECHAMENTO),
  ...Object.values(CONTRATOS_GRUPO),
  ...Object.values(CONTRATOS_HEALTH),
  ...Object.values(CONTRATOS_IMPORTACAO),
  ...Object.values(CONTRATOS_LGPD),
  ...Object.values(CONTRATOS_MENSAGERIA),
  ...Object.values(CONTRATOS_OPERACOES),
  ...Object.values(CONTRATOS_PAGINAS_LEGADO),
  ...Object.values(CONTRATOS_PARECER_CLIENTE),
  ...Object.values(CONTRATOS_PESQUISA_CANDIDATOS),
  ...Object.values(CONTRATOS_PLATAFORMA),
  ...Object.values(CONTRATOS_RECRUTAMENTO),
  ...Object.values(CONTRATOS_REQUISICOES),
  ...Object.values(CONTRATOS_TESTES),
  ...Object.values(CONTRATOS_USUARIO),
  ...Object.values(CONTRATOS_VAGA_INFO),
  ...Object.values(CONTRATOS_VAGA_EDICAO),
  ...Object.values(CONTRATOS_VAGA_FATURAMENTO),
  ...Object.values(CONTRATOS_VAGA_SITUACAO),
  ...Object.values(CONTRATOS_VAGA_DIVULGACAO),
  ...Object.values(CONTRATOS_DIVULGACAO_PUBLICA),
  ...Object.values(CONTRATOS_VAGA_CANDIDATOS),
  ...Object.values(CONTRATOS_VAGA_DASHBOARD),
  ...Object.values(CONTRATOS_VAGA_RELACIONAR),
  ...Object.values(CONTRATOS_VAGA_SELECAO),
];
