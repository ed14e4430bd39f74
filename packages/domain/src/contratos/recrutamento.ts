import { z } from 'zod';
import { contrato } from '../contrato';
import { exportacaoQuery, respostaArquivo } from '../gerencial';
import {
  analistaOpcao,
  analistaRecrutamentoLinha,
  avisoRecrutamentoParams,
  consultaCandidatosRelatorioBody,
  consultaCandidatosRelatorioResposta,
  contadorVagasPorTipoResposta,
  empresaAnalistasParams,
  filtroAnalistaLinha,
  movimentacoesRecrutamentoResposta,
  unidadeAnalistasParams,
  vagasAbertasPorTipoBody,
  vagasAbertasPorTipoResposta,
  vagasRecrutamentoQuery,
  vagasRecrutamentoResposta,
} from '../recrutamento';

/**
 * The recruiter's lists (spec 001 §2.10, §2.13, §2.15, §7): the recruitment vacancy list, the
 * open-vacancy counters and lists per sector and type, and the recruitment movement report.
 */
export const CONTRATOS_RECRUTAMENTO = {
  vagasRecrutamento: contrato({
    metodo: 'GET',
    caminho: '/recrutamento/vagas-recrutamento',
    query: vagasRecrutamentoQuery,
    resposta: vagasRecrutamentoResposta,
  }),
  contadorVagasPorTipo: contrato({
    metodo: 'GET',
    caminho: '/recrutamento/contador-vagas-por-tipo',
    resposta: contadorVagasPorTipoResposta,
  }),
  vagasAbertasPorTipo: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/vagas-abertas-por-tipo',
    corpo: vagasAbertasPorTipoBody,
    resposta: vagasAbertasPorTipoResposta,
  }),
  movimentacoesRecrutamento: contrato({
    metodo: 'GET',
    caminho: '/vaga/movimentacoes-recrutamento',
    resposta: movimentacoesRecrutamentoResposta,
  }),
  /** The movement report as CSV or XLSX (spec 002 §2.4: each report can be exported). */
  exportarMovimentacoesRecrutamento: contrato({
    metodo: 'GET',
    caminho: '/vaga/movimentacoes-recrutamento/exportar',
    query: exportacaoQuery,
    resposta: respostaArquivo,
  }),
  consultaCandidatosRelatorio: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/consulta-candidatos-relatorio',
    corpo: consultaCandidatosRelatorioBody,
    resposta: consultaCandidatosRelatorioResposta,
  }),
  /** Relatório - Candidato as CSV or XLSX, with the filter it was run with (spec 002 §2.4). */
  exportarConsultaCandidatosRelatorio: contrato({
    metodo: 'POST',
    caminho: '/recrutamento/consulta-candidatos-relatorio/exportar',
    query: exportacaoQuery,
    corpo: consultaCandidatosRelatorioBody,
    resposta: respostaArquivo,
  }),
  analistasUnidade: contrato({
    metodo: 'GET',
    caminho: '/analista/analistas-unidade/:unit',
    params: unidadeAnalistasParams,
    resposta: z.array(analistaOpcao),
  }),
  /** The recruitment analysts of a unit: the audience of 'vagaRecrutamento' (spec 001 §6, §7). */
  avisoRecrutamento: contrato({
    metodo: 'GET',
    caminho: '/analista/aviso-recrutamento/:cd_unid',
    params: avisoRecrutamentoParams,
    resposta: z.array(analistaRecrutamentoLinha),
  }),
  filtroAnalista: contrato({
    metodo: 'GET',
    caminho: '/analista/filtro-analista/:company',
    params: empresaAnalistasParams,
    resposta: z.array(filtroAnalistaLinha),
  }),
} as const;
