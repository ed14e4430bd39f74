import type { UsuarioSessao } from '@backoffice/domain/auth';
import type { ConfiguracaoCliente } from '@backoffice/domain/menu';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { flagsDaUnidade, unidadesComFlag } from '../catalogo/catalogo.tabelas';
import { paginasNoLegado } from './paginas-legado.service';

/**
 * What the web client needs to know about this installation, for the logged user. The call-center
 * units and the user's unit flags are read from the database (Administração › Unidades); the Help
 * Desk flag is the user's own (Administração › Usuários); the pages opened in the legacy site's frame
 * are the administrator's choice (Administração › Páginas do site principal).
 */
export async function configuracaoDoCliente(
  exec: Executor,
  config: Pick<
    Config,
    | 'WEBMAIL_URL'
    | 'RHBSAAS_URL'
    | 'DAYONE_URL'
    | 'LEGACY_SITE_URL'
    | 'EMAIL_ADAPTER'
    | 'SMS_ADAPTER'
    | 'WHATSAPP_ADAPTER'
  >,
  usuario: Pick<UsuarioSessao, 'cd_unid'>,
  usuarioHelpDesk: boolean,
): Promise<ConfiguracaoCliente> {
  const [callcenter, unidade, paginas] = await Promise.all([
    unidadesComFlag(exec, 'id_callcenter'),
    flagsDaUnidade(exec, usuario.cd_unid),
    paginasNoLegado(exec, config.LEGACY_SITE_URL),
  ]);
  return {
    URL_WEBMAIL: config.WEBMAIL_URL ?? null,
    URL_RHBSAAS: config.RHBSAAS_URL ?? null,
    URL_DAYONE: config.DAYONE_URL ?? null,
    URL_SITE_LEGADO: config.LEGACY_SITE_URL ?? null,
    PAGINAS_LEGADO: paginas,
    ID_USUARIO_HELP_DESK: usuarioHelpDesk ? 'S' : 'N',
    UNIDADES_CALLCENTER: callcenter,
    ID_CHATBOT_UNIDADE: unidade?.id_chatbot === 'S' ? 'S' : 'N',
    ID_LAYOUT_CURRICULO_2_UNIDADE: unidade?.id_layout_curriculo_2 === 'S' ? 'S' : 'N',
    ENVIO_SIMULADO: [
      ...(config.EMAIL_ADAPTER === 'local' ? (['email'] as const) : []),
      ...(config.SMS_ADAPTER === 'local' ? (['sms'] as const) : []),
      ...(config.WHATSAPP_ADAPTER === 'local' ? (['whatsapp'] as const) : []),
    ],
  };
}
