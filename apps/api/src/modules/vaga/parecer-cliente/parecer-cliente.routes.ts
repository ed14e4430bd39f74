import { CONTRATOS_PARECER_CLIENTE as C } from '@backoffice/domain/contratos/parecer-cliente';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { definirHandlerAcaoLote } from '../acoes-lote/acoes-lote.handlers';
import { ACESSO_CANDIDATOS_VAGA } from '../candidatos/candidatos-vaga.service';
import { encaminharEmLote } from './encaminhar-lote';
import { enviarParecer, listarLinks, revogarLink } from './parecer-cliente.service';
import {
  ACESSO_INDICADORES_CLIENTE,
  ACESSO_RELATORIO_PARECER,
  indicadoresDoCliente,
  relatorioParecer,
} from './parecer-indicadores.service';

const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The client's verdict by link on the vacancy's panel: send, list, revoke; and its figures. */
export const parecerClienteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  const rota = router(app, { tags: ['vaga-candidatos'], acesso: ACESSO_CANDIDATOS_VAGA, respostas });
  // forwarding to a client contact is also a bulk action of the candidate panel
  definirHandlerAcaoLote('encaminhar', encaminharEmLote);

  rota(
    C.enviar,
    { resumo: 'Encaminha candidatos a um contato do cliente por link, para o parecer dele' },
    async (request) => enviarParecer(ctx(request), request.params.nrVaga, request.body),
  );
  rota(C.listar, { resumo: 'Links de parecer da vaga, com aberturas e pareceres' }, async (request) =>
    listarLinks(deps.db, request.params.nrVaga),
  );
  rota(C.revogar, { resumo: 'Revoga um link de parecer' }, async (request) => ({
    message: await revogarLink(ctx(request), request.params.nrVaga, request.params.id),
  }));
  rota(
    C.indicadoresCliente,
    { resumo: 'Indicadores de parecer do cliente', acesso: ACESSO_INDICADORES_CLIENTE },
    async (request) => indicadoresDoCliente(deps.db, request.params.cd_pessoa),
  );
  rota(
    C.relatorio,
    { resumo: 'Pareceres de clientes por cliente e por analista', acesso: ACESSO_RELATORIO_PARECER },
    async (request) => relatorioParecer(deps.db, request.query),
  );
};
