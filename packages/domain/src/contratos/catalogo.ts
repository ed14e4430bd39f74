import { z } from 'zod';
import { cidadePadraoParams, cidadePadraoResposta } from '../candidato-busca';
import { contrato } from '../contrato';
import {
  bairrosEnderecoParams,
  buscarCepParams,
  buscarCepResposta,
  buscarCepsCorpo,
  buscarCepsResposta,
} from '../endereco';

import { cidadeOpcao, unidadeOpcao, usuarioSipParams } from '../minhas-vagas';
import {
  bairroLinha,
  bairrosParams,
  cargoClienteLinha,
  cargoLinha,
  cidadeLinha,
  cidadesParams,
  cidadeUsuarioParams,
  cidadeUsuarioResposta,
  clienteEmpresaParams,
  escolaridadeLinha,
  estadoLinha,
  estadosParams,
  idiomaLinha,
  paisLinha,
  turnoLinha,
  turnosParams,
} from '../pickers';
import { unidadeLinha, unidadesSelecionadorParams } from '../unidade';

/**
 * Catalogue pickers: places, languages, education, positions and shifts (spec 000 §7.2, §7.6; spec 001
 * §7 for the candidate search's default city).
 */
export const CONTRATOS_CATALOGO = {
  paises: contrato({ metodo: 'GET', caminho: '/paises/paises', resposta: z.array(paisLinha) }),
  estados: contrato({
    metodo: 'GET',
    caminho: '/estados/estados-por-pais/:cdPais',
    params: estadosParams,
    resposta: z.array(estadoLinha),
  }),
  cidades: contrato({
    metodo: 'GET',
    caminho: '/cidades/cidades-por-estado/:cdUf/:cdPais',
    params: cidadesParams,
    resposta: z.array(cidadeLinha),
  }),
  cidadeUsuario: contrato({
    metodo: 'GET',
    caminho: '/cidades/cidade-usuario/:cd_sip/:cd_unid',
    params: cidadeUsuarioParams,
    resposta: cidadeUsuarioResposta,
  }),
  /** Where the candidate search starts: the unit's city, else SC / Joinville (spec 001 §2.14). */
  cidadePadraoUsuario: contrato({
    metodo: 'GET',
    caminho: '/cidades/cidade-padrao-usuario/:user_sip/:cd_unid',
    params: cidadePadraoParams,
    resposta: cidadePadraoResposta,
  }),
  bairros: contrato({
    metodo: 'GET',
    caminho: '/bairros/bairros-por-cidade/:estado/:cities',
    params: bairrosParams,
    resposta: z.array(bairroLinha),
  }),
  idiomas: contrato({ metodo: 'GET', caminho: '/conhecimento/idiomas', resposta: z.array(idiomaLinha) }),
  /** The address of a CEP and the city's neighbourhoods (spec 002 §7). */
  buscarCep: contrato({
    metodo: 'GET',
    caminho: '/endereco/buscar-cep/:cep',
    params: buscarCepParams,
    resposta: buscarCepResposta,
  }),
  /** The 'Buscar CEP' modal: streets of a city, 50 a page. */
  buscarCeps: contrato({
    metodo: 'POST',
    caminho: '/endereco/buscar-ceps',
    corpo: buscarCepsCorpo,
    resposta: buscarCepsResposta,
  }),
  bairrosEndereco: contrato({
    metodo: 'GET',
    caminho: '/endereco/bairros/:city/:uf',
    params: bairrosEnderecoParams,
    resposta: z.array(bairroLinha),
  }),
  escolaridades: contrato({
    metodo: 'GET',
    caminho: '/escolaridade/escolaridades',
    resposta: z.array(escolaridadeLinha),
  }),
  cargosSip: contrato({ metodo: 'GET', caminho: '/cargo/sip-cargos', resposta: z.array(cargoLinha) }),
  cargos: contrato({ metodo: 'GET', caminho: '/cargo/cargos', resposta: z.array(cargoLinha) }),
  /** The resume editor's desired positions (spec 002 §7): the active ones. */
  listaCargos: contrato({ metodo: 'GET', caminho: '/cargo/lista-cargos', resposta: z.array(cargoLinha) }),
  cargosCliente: contrato({
    metodo: 'GET',
    caminho: '/cargo/cargos-cliente/:cdPessoaCliente/:cdEmpresa',
    params: clienteEmpresaParams,
    resposta: z.array(cargoClienteLinha),
  }),
  /** Grouping units offered by the vacancy filters (spec 001 §3 'Unit option', §7). */
  listaUnidades: contrato({
    metodo: 'GET',
    caminho: '/unidade/lista-unidades/:user_sip',
    params: usuarioSipParams,
    resposta: z.array(unidadeOpcao),
  }),
  /** Cities (units by their city) offered by the vacancy filters (spec 001 §3 'City option', §7). */
  filtroCidade: contrato({
    metodo: 'GET',
    caminho: '/cidades/filtro-cidade/:user_sip',
    params: usuarioSipParams,
    resposta: z.array(cidadeOpcao),
  }),
  turnos: contrato({
    metodo: 'GET',
    caminho: '/turno/turnos-list/:cdTipoContratacao',
    params: turnosParams,
    resposta: z.array(turnoLinha),
  }),
  /** The units of the user's grouping unit (the candidate groups' unit select, spec 001 §7). */
  unidadesSelecionador: contrato({
    metodo: 'GET',
    caminho: '/unidade/unidades-selecionador/:cd_sip',
    params: unidadesSelecionadorParams,
    resposta: z.array(unidadeLinha),
  }),
} as const;
