import { RECURSOS_LGPD_ACESSO } from '@backoffice/domain/contratacao';

/**
 * The names of the screens a read of sensitive data comes from: the web sends the key of the tab on
 * screen (x-tela); a read without it is named by its API route.
 */
const NOMES_TELAS: Record<string, string> = {
  DadosCandidato: 'Dados do candidato',
  Curriculo: 'Currículo',
  VagaCandidatos: 'Candidatos da vaga',
  Vaga: 'Vaga',
  SelecaoEntrar: 'Seleção - Entrar',
  SelecaoGerencial: 'Seleção - Gerencial',
  RecrutamentoEntrar: 'Recrutamento - Entrar',
  recrutamentoAutoatendimento: 'Autoatendimento',
  CallCenterEntrar: 'Callcenter',
  Contratacoes: 'Contratações',
  vagas_abertas_rec_sel: 'Vagas abertas',
  PedidosLgpd: 'Pedidos LGPD',
};

/** The screen's name for the list, or what was recorded when it is not a known tab. */
export function nomeDaTela(tela: string | null): string {
  if (!tela) return '-';
  return Object.hasOwn(NOMES_TELAS, tela) ? NOMES_TELAS[tela] : tela;
}

/** The label of a recorded resource ('foto' → 'Foto'); an unknown one as recorded. */
export function rotuloDoRecurso(recurso: string): string {
  return Object.hasOwn(RECURSOS_LGPD_ACESSO, recurso)
    ? RECURSOS_LGPD_ACESSO[recurso as keyof typeof RECURSOS_LGPD_ACESSO]
    : recurso;
}
