import { clienteDuplicadoResposta, PERMISSOES_CLIENTES } from '@backoffice/domain/clientes';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  alterarCargo,
  alterarCentro,
  alterarContato,
  alterarTipo,
  criarCargo,
  criarCentro,
  criarContato,
  criarTipo,
  excluirCargo,
  listarCargos,
  listarCentros,
  listarContatos,
  listarTipos,
} from './cliente-cadastros.service';
import { alterarCliente, criarCliente, lerCliente, listarClientes } from './clientes.service';

const LER = { permissoes: [...PERMISSOES_CLIENTES.ler] };
const EDITAR = { permissoes: [...PERMISSOES_CLIENTES.editar] };
const leitura = { 400: respostaErro, 404: respostaErro };
const escrita = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/**
 * Seleção › Clientes (docs/clientes.md): the clients and, under each, its contacts, positions, cost
 * centres and process types. The selection reads and writes; the recruitment reads.
 */
export const clientesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['clientes'], acesso: EDITAR, respostas: escrita });

  rota(
    C.listar,
    {
      resumo: 'Clientes por nome, apelido ou início do CNPJ/CPF, unidade e situação, paginados',
      acesso: LER,
      respostas: { 400: respostaErro },
    },
    async (request) => listarClientes(deps.db, request.query),
  );
  rota(
    C.criar,
    {
      resumo: 'Cadastra um cliente; consulta o Simples Nacional do CNPJ sem depender da consulta',
      descricao:
        'Recusa (400) o que as regras do cliente novo recusam, cada mensagem com o seu campo, e (409) um CNPJ ou CPF de outro cliente, nomeando-o em `cliente`. Nada é gravado numa recusa.',
      respostas: { 400: respostaErro, 409: clienteDuplicadoResposta },
    },
    async (request) => criarCliente(deps, exigirUsuario(request), request.body),
  );
  rota(C.ler, { resumo: 'Dados de um cliente', acesso: LER, respostas: leitura }, async (request) =>
    lerCliente(deps.db, request.params.cd_pessoa),
  );
  rota(
    C.alterar,
    {
      resumo: 'Altera um cliente: os campos enviados mudam, os ausentes ficam',
      descricao:
        'As regras olham só os valores que mudam: um cliente importado antes delas é salvo como está. 409 para um CNPJ ou CPF de outro cliente, nomeando-o em `cliente`.',
      respostas: { 400: respostaErro, 404: respostaErro, 409: clienteDuplicadoResposta },
    },
    async (request) => alterarCliente(deps, exigirUsuario(request), request.params.cd_pessoa, request.body),
  );

  rota(C.contatos, { resumo: 'Contatos do cliente', acesso: LER, respostas: leitura }, async (request) =>
    listarContatos(deps.db, request.params.cd_pessoa),
  );
  rota(C.criarContato, { resumo: 'Cadastra um contato do cliente' }, async (request) =>
    criarContato(deps, exigirUsuario(request), request.params.cd_pessoa, request.body),
  );
  rota(
    C.alterarContato,
    { resumo: 'Altera, desativa (id_ativo N) ou reativa um contato do cliente' },
    async (request) =>
      alterarContato(
        deps,
        exigirUsuario(request),
        request.params.cd_pessoa,
        request.params.cd_contato,
        request.body,
      ),
  );

  rota(
    C.cargos,
    { resumo: 'Cargos do cliente, com o uso', acesso: LER, respostas: leitura },
    async (request) => listarCargos(deps.db, request.params.cd_pessoa),
  );
  rota(C.criarCargo, { resumo: 'Cadastra um cargo do cliente' }, async (request) =>
    criarCargo(deps, request.params.cd_pessoa, request.body),
  );
  rota(C.alterarCargo, { resumo: 'Altera um cargo do cliente' }, async (request) =>
    alterarCargo(deps, request.params.cd_pessoa, request.params.cd_cargo_cliente, request.body),
  );
  rota(C.excluirCargo, { resumo: 'Exclui um cargo do cliente que nenhuma vaga usa' }, async (request) =>
    excluirCargo(deps, request.params.cd_pessoa, request.params.cd_cargo_cliente),
  );

  rota(
    C.centrosCusto,
    { resumo: 'Centros de custo do cliente, com o uso', acesso: LER, respostas: leitura },
    async (request) => listarCentros(deps.db, request.params.cd_pessoa),
  );
  rota(C.criarCentroCusto, { resumo: 'Cadastra um centro de custo do cliente' }, async (request) =>
    criarCentro(deps, request.params.cd_pessoa, request.body),
  );
  rota(
    C.alterarCentroCusto,
    { resumo: 'Altera, desativa (id_ativo N) ou reativa um centro de custo do cliente' },
    async (request) =>
      alterarCentro(
        deps,
        request.params.cd_pessoa,
        { unidade: request.params.cd_empresa_cliente, codigo: request.params.cd_centro_custo },
        request.body,
      ),
  );

  rota(
    C.tiposProcesso,
    { resumo: 'Tipos de processo do cliente, com o uso', acesso: LER, respostas: leitura },
    async (request) => listarTipos(deps.db, request.params.cd_pessoa),
  );
  rota(C.criarTipoProcesso, { resumo: 'Cadastra um tipo de processo do cliente' }, async (request) =>
    criarTipo(deps, request.params.cd_pessoa, request.body),
  );
  rota(
    C.alterarTipoProcesso,
    { resumo: 'Altera, desativa (id_ativo N) ou reativa um tipo de processo do cliente' },
    async (request) =>
      alterarTipo(deps, request.params.cd_pessoa, request.params.id_tipo_processo, request.body),
  );
};
