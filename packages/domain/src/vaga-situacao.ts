/** Vacancy situation codes (GLOSSARY, spec 000 §4.1, 001 §4, 002 §9). */
export const SITUACAO_VAGA = {
  ABERTA: 1,
  CANCELADA: 5,
  FECHADA: 6,
  CLIENTE: 7,
  CANCELADA_SELECAO_SEM_CANDIDATO: 8,
  CANCELADA_COM_FATURAMENTO: 9,
  BLOQUEADA: 10,
  COMERCIAL: 11,
  PROSPECCAO: 12,
  CONGELADA: 13,
} as const;

export type CodigoSituacaoVaga = (typeof SITUACAO_VAGA)[keyof typeof SITUACAO_VAGA];

/** The situation catalogue as stored in the database (cd_situacao_vaga, nm_situacao_vaga, ds_situacao_vaga). */
export const CATALOGO_SITUACOES_VAGA: readonly { cd: CodigoSituacaoVaga; nome: string; descricao: string }[] =
  [
    { cd: 1, nome: 'Aberta', descricao: 'Vaga aberta' },
    { cd: 5, nome: 'Cancelada', descricao: 'Vaga cancelada' },
    { cd: 6, nome: 'Fechada', descricao: 'Vaga fechada' },
    { cd: 7, nome: 'Cliente', descricao: 'Vaga com o cliente' },
    { cd: 8, nome: 'Cancelada Seleção sem Candidato', descricao: 'Cancelada pela seleção sem candidato' },
    { cd: 9, nome: 'Cancelada com Faturamento', descricao: 'Cancelada com faturamento' },
    { cd: 10, nome: 'Bloqueada', descricao: 'Vaga bloqueada' },
    { cd: 11, nome: 'Comercial', descricao: 'Vaga em negociação comercial' },
    { cd: 12, nome: 'Prospecção', descricao: 'Vaga em prospecção' },
    {
      cd: 13,
      nome: 'Congelada - Aguardando Pgto Adto',
      descricao: 'Congelada, aguardando pagamento do adiantamento',
    },
  ];

/** Situations that count as open for the overdue check (spec 001 §4). */
export const SITUACOES_ABERTAS_PRAZO: readonly number[] = [1, 7, 11];

/** Closed situations: pending candidates get the closing message (5, 6, 8, 9). */
export const SITUACOES_FECHADAS: readonly number[] = [5, 6, 8, 9];

/** Frozen: most edits and candidate actions are blocked. */
export function vagaCongelada(cdSituacao: number): boolean {
  return cdSituacao === SITUACAO_VAGA.CONGELADA;
}

/** Colour of a vacancy's situation badge (spec 001 §4): success, danger, warning or primary. */
export function corSituacaoVaga(cdSituacao: number): 'success' | 'danger' | 'warning' | 'primary' {
  if (cdSituacao === 1 || cdSituacao === 0) return 'success';
  if ([5, 6, 8, 9, 10].includes(cdSituacao)) return 'danger';
  if (cdSituacao === 7 || cdSituacao === 11) return 'warning';
  return 'primary';
}

/** Tooltip of the frozen situation's badge (spec 001 §4). */
export const DICA_SITUACAO_CONGELADA = 'AGUARDANDO PGTO ADTO';
