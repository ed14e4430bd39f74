import { contrato } from '../contrato';
import { configuracaoClienteSchema } from '../menu';

/** The web client's settings for the logged user: links, Help Desk user, call-center units, legacy site. */
export const CONTRATOS_CONFIGURACAO = {
  configuracao: contrato({ metodo: 'GET', caminho: '/configuracao', resposta: configuracaoClienteSchema }),
} as const;
