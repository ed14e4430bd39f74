import { z } from 'zod';
import {
  cadastroClienteResposta,
  cargoClienteBody,
  cargoClienteCadastroLinha,
  cargoClienteParams,
  cargoSalvoResposta,
  centroCustoClienteBody,
  centroCustoClienteLinha,
  centroCustoParams,
  centroCustoSalvoResposta,
  clienteBody,
  clienteDados,
  clienteParams,
  clienteSalvoResposta,
  clientesQuery,
  clientesResposta,
  contatoClienteBody,
  contatoClienteLinha,
  contatoParams,
  contatoSalvoResposta,
  tipoProcessoClienteBody,
  tipoProcessoClienteLinha,
  tipoProcessoParams,
  tipoProcessoSalvoResposta,
} from '../clientes';
import { contrato } from '../contrato';

// A change of a client is read again by the list, its page, the picker and the summary card; a change
// of what is under it, by its page and the pickers of the vacancy (positions, cost centres) and of
// the referrals (process types).
const CLIENTE = ['/clientes', '/cliente/'];
const SOB_CLIENTE = ['/clientes/', '/cliente/dados-resumidos/'];
const CARGOS = [...SOB_CLIENTE, '/cargo/cargos-cliente/'];
const CENTROS = [...SOB_CLIENTE, '/centro-custo/list-centro-custo/'];
const TIPOS = [...SOB_CLIENTE, '/cliente/mod/'];

/** Seleção › Clientes (docs/clientes.md): the client, its contacts, positions, cost centres and process types. */
export const CONTRATOS_CLIENTES = {
  listar: contrato({ metodo: 'GET', caminho: '/clientes', query: clientesQuery, resposta: clientesResposta }),
  criar: contrato({
    metodo: 'POST',
    caminho: '/clientes',
    corpo: clienteBody,
    resposta: clienteSalvoResposta,
    invalida: CLIENTE,
  }),
  ler: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa',
    params: clienteParams,
    resposta: clienteDados,
  }),
  alterar: contrato({
    metodo: 'PUT',
    caminho: '/clientes/:cd_pessoa',
    params: clienteParams,
    corpo: clienteBody,
    resposta: clienteSalvoResposta,
    invalida: CLIENTE,
  }),

  contatos: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa/contatos',
    params: clienteParams,
    resposta: z.array(contatoClienteLinha),
  }),
  criarContato: contrato({
    metodo: 'POST',
    caminho: '/clientes/:cd_pessoa/contatos',
    params: clienteParams,
    corpo: contatoClienteBody,
    resposta: contatoSalvoResposta,
    invalida: SOB_CLIENTE,
  }),
  alterarContato: contrato({
    metodo: 'PUT',
    caminho: '/clientes/:cd_pessoa/contatos/:cd_contato',
    params: contatoParams,
    corpo: contatoClienteBody,
    resposta: contatoSalvoResposta,
    invalida: SOB_CLIENTE,
  }),

  cargos: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa/cargos',
    params: clienteParams,
    resposta: z.array(cargoClienteCadastroLinha),
  }),
  criarCargo: contrato({
    metodo: 'POST',
    caminho: '/clientes/:cd_pessoa/cargos',
    params: clienteParams,
    corpo: cargoClienteBody,
    resposta: cargoSalvoResposta,
    invalida: CARGOS,
  }),
  alterarCargo: contrato({
    metodo: 'PUT',
    caminho: '/clientes/:cd_pessoa/cargos/:cd_cargo_cliente',
    params: cargoClienteParams,
    corpo: cargoClienteBody,
    resposta: cargoSalvoResposta,
    invalida: CARGOS,
  }),
  excluirCargo: contrato({
    metodo: 'DELETE',
    caminho: '/clientes/:cd_pessoa/cargos/:cd_cargo_cliente',
    params: cargoClienteParams,
    resposta: cadastroClienteResposta,
    invalida: CARGOS,
  }),

  centrosCusto: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa/centros-custo',
    params: clienteParams,
    resposta: z.array(centroCustoClienteLinha),
  }),
  criarCentroCusto: contrato({
    metodo: 'POST',
    caminho: '/clientes/:cd_pessoa/centros-custo',
    params: clienteParams,
    corpo: centroCustoClienteBody,
    resposta: centroCustoSalvoResposta,
    invalida: CENTROS,
  }),
  alterarCentroCusto: contrato({
    metodo: 'PUT',
    caminho: '/clientes/:cd_pessoa/centros-custo/:cd_empresa_cliente/:cd_centro_custo',
    params: centroCustoParams,
    corpo: centroCustoClienteBody,
    resposta: centroCustoSalvoResposta,
    invalida: CENTROS,
  }),

  tiposProcesso: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa/tipos-processo',
    params: clienteParams,
    resposta: z.array(tipoProcessoClienteLinha),
  }),
  criarTipoProcesso: contrato({
    metodo: 'POST',
    caminho: '/clientes/:cd_pessoa/tipos-processo',
    params: clienteParams,
    corpo: tipoProcessoClienteBody,
    resposta: tipoProcessoSalvoResposta,
    invalida: TIPOS,
  }),
  alterarTipoProcesso: contrato({
    metodo: 'PUT',
    caminho: '/clientes/:cd_pessoa/tipos-processo/:id_tipo_processo',
    params: tipoProcessoParams,
    corpo: tipoProcessoClienteBody,
    resposta: tipoProcessoSalvoResposta,
    invalida: TIPOS,
  }),
} as const;
