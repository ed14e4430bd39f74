import type { ConfiguracaoCliente } from '@backoffice/domain/menu';
import { UNIDADES_CALLCENTER } from '@backoffice/domain/permissions';
import type { Config } from '../../config';

/** What the web client needs to know about this installation, for the logged user. */
export function configuracaoDoCliente(
  config: Pick<
    Config,
    | 'WEBMAIL_URL'
    | 'RHBSAAS_URL'
    | 'DAYONE_URL'
    | 'LEGACY_SITE_URL'
    | 'CALLCENTER_UNITS'
    | 'EMAIL_ADAPTER'
    | 'SMS_ADAPTER'
    | 'WHATSAPP_ADAPTER'
  >,
  /** The user's Help Desk flag (Administração › Usuários). */
  usuarioHelpDesk: boolean,
): ConfiguracaoCliente {
  return {
    URL_WEBMAIL: config.WEBMAIL_URL ?? null,
    URL_RHBSAAS: config.RHBSAAS_URL ?? null,
    URL_DAYONE: config.DAYONE_URL ?? null,
    URL_SITE_LEGADO: config.LEGACY_SITE_URL ?? null,
    ID_USUARIO_HELP_DESK: usuarioHelpDesk ? 'S' : 'N',
    UNIDADES_CALLCENTER: [...(config.CALLCENTER_UNITS ?? UNIDADES_CALLCENTER)],
    ENVIO_SIMULADO: [
      ...(config.EMAIL_ADAPTER === 'local' ? (['email'] as const) : []),
      ...(config.SMS_ADAPTER === 'local' ? (['sms'] as const) : []),
      ...(config.WHATSAPP_ADAPTER === 'local' ? (['whatsapp'] as const) : []),
    ],
  };
}
