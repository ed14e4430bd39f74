import { z } from 'zod';
import { contrato } from '../contrato';
import { dadosVagaResposta } from '../vaga-dados';
import {
  cargoSalarioBody,
  cdPessoaAnalistaParams,
  cdPessoaParams,
  centroCustoVagaBody,
  dadosAutoatendimentoBody,
  dadosAutoatendimentoResposta,
  descricaoVagaBody,
  insalubridadeBody,
  nrPedidoBody,
  nrVagaParams,
  requisitanteBody,
  requisitanteResposta,
  respostaSalvar,
  salvarAnalistaBody,
  selecionadorLinha,
  setorVagaBody,
  telefoneAnalistaResposta,
  tipoVagaBody,
  turnoVagaBody,
  ufCidadeAgrupadoraResposta,
  unidadeAutoatendimentoLinha,
} from '../vaga-edicao';

/** The vacancy edit panel: its data, the saves of the simple tabs and the analyst tab (spec 000 §7.2, §7.3, §7.5). */
export const CONTRATOS_VAGA_EDICAO = {
  dadosVaga: contrato({
    metodo: 'GET',
    caminho: '/vaga/dados-vaga/:nrVaga',
    params: nrVagaParams,
    resposta: dadosVagaResposta,
  }),
  descricaoVaga: contrato({
    metodo: 'PUT',
    caminho: '/vaga/descricao-vaga',
    corpo: descricaoVagaBody,
    resposta: respostaSalvar,
  }),
  cargoSalario: contrato({
    metodo: 'POST',
    caminho: '/vaga/atualiza-cargo-salario',
    corpo: cargoSalarioBody,
    resposta: respostaSalvar,
  }),
  turnoVaga: contrato({
    metodo: 'PUT',
    caminho: '/vaga/turno-vaga',
    corpo: turnoVagaBody,
    resposta: respostaSalvar,
  }),
  insalubridade: contrato({
    metodo: 'PUT',
    caminho: '/vaga/insalubridade-periculosidade-vaga',
    corpo: insalubridadeBody,
    resposta: respostaSalvar,
  }),
  nrPedido: contrato({
    metodo: 'PUT',
    caminho: '/vaga/nr-pedido-vaga',
    corpo: nrPedidoBody,
    resposta: respostaSalvar,
  }),
  requisitante: contrato({
    metodo: 'GET',
    caminho: '/vaga/requisitante-vaga/:nrVaga',
    params: nrVagaParams,
    resposta: requisitanteResposta,
  }),
  salvarRequisitante: contrato({
    metodo: 'POST',
    caminho: '/vaga/requisitante-vaga',
    corpo: requisitanteBody,
    resposta: respostaSalvar,
  }),
  setorVaga: contrato({
    metodo: 'PUT',
    caminho: '/vaga/setor-vaga',
    corpo: setorVagaBody,
    resposta: respostaSalvar,
  }),
  tipoVaga: contrato({
    metodo: 'PUT',
    caminho: '/vaga/tipo-vaga',
    corpo: tipoVagaBody,
    resposta: respostaSalvar,
  }),
  unidadesAutoatendimento: contrato({
    metodo: 'GET',
    caminho: '/vaga/unidades-autoatendimento',
    resposta: z.array(unidadeAutoatendimentoLinha),
  }),
  dadosAutoatendimento: contrato({
    metodo: 'GET',
    caminho: '/vaga/dados-autoatendimento/:nrVaga',
    params: nrVagaParams,
    resposta: dadosAutoatendimentoResposta,
  }),
  salvarAutoatendimento: contrato({
    metodo: 'POST',
    caminho: '/vaga/dados-autoatendimento',
    corpo: dadosAutoatendimentoBody,
    resposta: respostaSalvar,
  }),
  ufCidadeAgrupadora: contrato({
    metodo: 'GET',
    caminho: '/vaga/uf-cidade-agrupadora-vaga/:nrVaga',
    params: nrVagaParams,
    resposta: ufCidadeAgrupadoraResposta,
  }),
  centroCusto: contrato({
    metodo: 'PUT',
    caminho: '/centro-custo/atualiza-vaga',
    corpo: centroCustoVagaBody,
    resposta: respostaSalvar,
  }),
  telefoneAnalista: contrato({
    metodo: 'GET',
    caminho: '/analista/telefone/:cdPessoa',
    params: cdPessoaParams,
    resposta: telefoneAnalistaResposta,
  }),
  selecionadores: contrato({
    metodo: 'GET',
    caminho: '/analista/selecionadores/:nrVaga',
    params: nrVagaParams,
    resposta: z.array(selecionadorLinha),
  }),
  excluirTelefoneAnalista: contrato({
    metodo: 'POST',
    caminho: '/analista/deletar-telefone-analista-vaga/:cdPessoaAnalista',
    params: cdPessoaAnalistaParams,
    resposta: respostaSalvar,
  }),
  salvarAnalista: contrato({
    metodo: 'POST',
    caminho: '/vaga/:nrVaga/salvar-analista-vaga',
    params: nrVagaParams,
    corpo: salvarAnalistaBody,
    resposta: respostaSalvar,
  }),
} as const;
