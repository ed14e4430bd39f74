import { LIMITES_CONTROLES } from './controles';
import { MENSAGENS } from './mensagens';

/**
 * The limits and every pt-BR text of the vacancy edit panel (spec 000 §5.2, §8.2, §9): what the API
 * answers and what the web forms show.
 */

/** Limits of the edit panel (spec 000 §5.2, §9). */
export const LIMITES_VAGA_EDICAO = {
  /** Description tab: free description (ds_observacoes). */
  descricaoMax: 4000,
  /** Description tab: additional information. */
  informacoesAdicionaisMax: 3000,
  /** Salary: the currency mask holds 9 characters (99.999,99). */
  salarioMax: LIMITES_CONTROLES.moedaValorMaximo,
  nrPedidoMax: 60,
  requisitanteMax: 200,
  areaMax: 200,
  nomeCargoClienteMax: 120,
  centroCustoMax: 30,
  telefoneMax: 20,
  /** Hazard pay slider (percent). */
  adicionalMin: 10,
  adicionalMax: 40,
  adicionalPasso: 10,
} as const;

const OOPS = 'Ops, ocorreu um erro';

/**
 * Every text of the edit panel. `falha`: the fallback toast of each action when the answer carries no
 * error text; `sucesso`: the answer's message of each save; `validacao` and `conflito`: what the API
 * answers on 400 and 409 (the web forms show the same texts).
 */
export const MENSAGENS_VAGA_EDICAO = {
  falha: {
    generica: OOPS,
    buscarDadosVaga: `${OOPS} ao buscar os dados da vaga`,
    buscarCargos: `${OOPS} ao buscar os cargos`,
    // The spec gives the bare stem for client positions, cost centres and shifts.
    buscarCargosCliente: OOPS,
    buscarCentrosCusto: OOPS,
    buscarTurnos: OOPS,
    atualizarCargo: `${OOPS} ao atualizar o cargo`,
    buscarMotivosCancelamento: `${OOPS} ao buscar os motivos de cancelamento`,
    buscarDivulgaWeb: `${OOPS} ao buscar os dados de divulga WEB`,
    atualizarJustificativa: `${OOPS} ao atualizar a justificativa da vaga`,
    atualizarTipoVaga: `${OOPS} ao atualizar o tipo da vaga`,
    atualizarSetor: `${OOPS} ao atualizar o Setor`,
    atualizarNrPedido: `${OOPS} ao atualizar o Nr. do pedido`,
    atualizarInsalubridade: `${OOPS} ao atualizar Insalubridade/Periculosidade`,
    atualizarCentroCusto: `${OOPS} ao atualizar o centro de custo`,
    atualizarTurno: `${OOPS} ao atualizar o turno`,
    atualizarDescricao: `${OOPS} ao atualizar a descrição`,
    atualizarCargoSalario: `${OOPS} ao atualizar o Cargo/Salário`,
    atualizarDivulgaWeb: `${OOPS} ao atualizar os dados divulga web`,
    atualizarBeneficios: `${OOPS} ao atualizar os benefícios`,
    atualizarAutoatendimento: `${OOPS} ao atualizar o autoatendimento`,
    atualizarRequisitante: `${OOPS} ao atualizar o requisitante`,
    atualizarFaturamento: `${OOPS} ao atualizar o faturamento`,
    atualizarAnalista: `${OOPS} ao atualizar o analista`,
    buscarAnalistas: `${OOPS} ao buscar os analistas`,
    buscarTelefoneAnalista: `${OOPS} ao buscar o telefone do analista`,
    excluirTelefoneAnalista: `${OOPS} ao excluir o telefone do analista`,
    buscarBeneficios: `${OOPS} ao buscar os benefícios`,
    buscarRequisitante: `${OOPS} ao buscar o requisitante`,
    buscarUnidadesAutoatendimento: `${OOPS} ao buscar as unidades de autoatendimento`,
    buscarAutoatendimento: `${OOPS} ao buscar os dados de autoatendimento`,
    buscarFaturamento: `${OOPS} ao buscar os dados de faturamento`,
    buscarUfCidade: `${OOPS} ao buscar o estado e a cidade da unidade`,
    atualizarSituacao: 'Ocorreu um erro ao atualizar a situação da vaga',
    buscarDivulgacoes: 'Erro ao buscar divulgações da vaga',
    buscarAvisoCancelamento: 'Erro ao buscar aviso de cancelamento de vaga',
    divulgar: `${OOPS} ao divulgar a vaga`,
    removerDivulgacao: `${OOPS} ao remover a divulgação da vaga`,
  },
  sucesso: {
    descricao: 'Descrição atualizada com sucesso',
    cargoSalario: 'Cargo/Salário atualizado com sucesso',
    cargo: 'Cargo atualizado com sucesso',
    turno: 'Turno atualizado com sucesso',
    centroCusto: 'Centro de custo atualizado com sucesso',
    analista: 'Analista atualizado com sucesso',
    telefoneExcluido: 'Telefone do analista excluído com sucesso',
    insalubridade: 'Insalubridade/Periculosidade atualizada com sucesso',
    nrPedido: 'Nr. do pedido atualizado com sucesso',
    requisitante: 'Requisitante atualizado com sucesso',
    setor: 'Setor atualizado com sucesso',
    divulgaWeb: 'Dados divulga web atualizados com sucesso',
    beneficios: 'Benefícios atualizados com sucesso',
    autoatendimento: 'Autoatendimento atualizado com sucesso',
    tipoVaga: 'Tipo da vaga atualizado com sucesso',
    situacao: 'Situação da vaga atualizada com sucesso.',
    justificativa: 'Justificativa da vaga atualizada com sucesso.',
    faturamento: 'Faturamento atualizado com sucesso',
    divulgar: 'Vaga inserida na fila de divulgação com sucesso',
    removerDivulgacao: 'Vaga removida da fila de divulgação com sucesso',
  },
  info: {
    semAlteracoes: 'Não há dados para atualizar',
    semBeneficios: 'Ainda não há benefícios cadastrados para esta vaga',
  },
  validacao: {
    vagaNaoInformada: MENSAGENS.vagaNaoInformada,
    requisicaoObrigatoria: 'Número da requisição obrigatório',
    requisicaoDiferente: 'A requisição informada não é a requisição desta vaga',
    selecioneAnalista: 'Selecione um analista',
    analistaInvalido: 'Analista não encontrado ou inativo',
    telefoneInvalido: 'Telefone inválido: informe de 10 a 20 dígitos',
    descricaoMax: `Descrição: máximo de ${LIMITES_VAGA_EDICAO.descricaoMax} caracteres`,
    informacoesAdicionaisMax: `Informações adicionais: máximo de ${LIMITES_VAGA_EDICAO.informacoesAdicionaisMax} caracteres`,
    salarioInvalido: 'Salário inválido',
    salarioMax: MENSAGENS.maximoValor(LIMITES_VAGA_EDICAO.salarioMax),
    salarioMin: MENSAGENS.minimoValor(0),
    tipoSalario: 'Tipo de salário inválido: use H, D, M, S ou C',
    cargoClienteObrigatorio: 'Selecione o cargo do cliente',
    cargoClienteInvalido: 'Cargo do cliente não encontrado para o cliente da vaga',
    cargoClienteInativo: 'Este cargo do cliente está inativo: escolha um cargo ativo',
    nomeCargoClienteObrigatorio: 'Informe o nome do cargo do cliente',
    nomeCargoClienteMax: `Nome do cargo do cliente: máximo de ${LIMITES_VAGA_EDICAO.nomeCargoClienteMax} caracteres`,
    cargoInternoInvalido: 'Cargo interno não encontrado',
    exibirCargoWeb: 'Cargo exibido na web inválido: use I (interno) ou C (do cliente)',
    clienteObrigatorio: 'Informe o cliente',
    unidadeObrigatoria: 'Informe a unidade',
    centroCustoObrigatorio: 'Selecione um centro de custo',
    centroCustoInvalido: 'Centro de custo não encontrado para o cliente da vaga',
    turnoObrigatorio: 'Selecione um turno',
    turnoInvalido: 'Turno não encontrado para o tipo de contratação da vaga',
    adicionaisExclusivos: 'Insalubridade e periculosidade não podem ser marcadas ao mesmo tempo',
    percentualAdicional: 'O percentual deve ser 10, 20, 30 ou 40',
    nrPedidoMax: `Nr. do pedido: máximo de ${LIMITES_VAGA_EDICAO.nrPedidoMax} caracteres`,
    requisitanteMax: `Requisitante: máximo de ${LIMITES_VAGA_EDICAO.requisitanteMax} caracteres`,
    areaMax: `Setor: máximo de ${LIMITES_VAGA_EDICAO.areaMax} caracteres`,
    recrutamentoInvalido: 'Informe S (recrutamento) ou N (seleção)',
    replicaInvalida: 'Replicar descrição: informe S ou N',
    unidadeAutoatendimentoInvalida: 'Unidade de autoatendimento não encontrada',
    dataInvalida: 'Data inválida. Use o formato dd/mm/aaaa.',
  },
  conflito: {
    vagaNaoEncontrada: 'Vaga não encontrada.',
    requisicaoNaoEncontrada: 'Requisição não encontrada.',
    vagaCongelada: MENSAGENS.vagaCongelada,
    requisicaoComVagaCongelada:
      'Há uma vaga congelada nesta requisição (aguardando o pagamento do adiantamento): a alteração não é permitida.',
    adicionalSomenteAberta: 'Insalubridade/Periculosidade só pode ser alterada com a vaga aberta.',
    analistaNaoEncontrado: 'Analista não encontrado.',
    telefoneSemPermissao:
      'Somente usuários do grupo 32 ou do setor 2 podem alterar ou excluir o telefone do analista.',
  },
} as const;

/** Every fixed text of the catalogue (used to tell the spec's texts from generic validation texts). */
export function textosDoCatalogo(catalogo: object): string[] {
  const saida: string[] = [];
  for (const v of Object.values(catalogo)) {
    if (typeof v === 'string') saida.push(v);
    else if (v && typeof v === 'object') saida.push(...textosDoCatalogo(v));
  }
  return saida;
}
