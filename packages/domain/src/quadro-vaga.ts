import type { CandidatoRelacionadoLinha } from './vaga-candidatos';

/**
 * The board of a vacancy's related candidates: one column per step of the pipeline (Relacionado 3,
 * Currículo enviado 4, Encaminhado 5), then Aprovado (stage 6 or more, situation A) and Reprovado
 * (situation R). A card moves forward by the relate call, to Aprovado by the approval (with its
 * dates), to Reprovado by the rejection (with its reason), and back from Reprovado by the restore.
 */

export const COLUNAS_QUADRO = ['3', '4', '5', 'A', 'R'] as const;
export type ColunaQuadro = (typeof COLUNAS_QUADRO)[number];

export const ROTULOS_COLUNA_QUADRO: Record<ColunaQuadro, string> = {
  '3': 'Relacionado',
  '4': 'Currículo enviado',
  '5': 'Encaminhado',
  A: 'Aprovado',
  R: 'Reprovado',
};

/** The pipeline's steps a card can be moved to by the relate call. */
export const ESTAGIOS_QUADRO = [3, 4, 5] as const;
export type EstagioQuadro = (typeof ESTAGIOS_QUADRO)[number];

export const VISOES_RELACIONADOS = ['lista', 'quadro'] as const;
export type VisaoRelacionados = (typeof VISOES_RELACIONADOS)[number];

export const MENSAGENS_QUADRO = {
  ajudaTeclado: 'Teclas: ← → mover, 1 2 3 estágio, ↑ ↓ navegar, A aprovar, R reprovar, Enter abrir',
  congelada: 'Vaga congelada (aguardando pagamento do adiantamento): os cartões não podem ser movidos.',
  restaurarAntes: 'Restaure o candidato reprovado antes de movê-lo para outro estágio.',
  voltarPendenteAntes: 'Candidato aprovado: use “Voltar para pendente” para tirá-lo do Aprovado.',
  naoPodeVoltarPendente: 'Este candidato aprovado não pode voltar para pendente.',
  moverFalhou: 'Não foi possível mover o candidato.',
  semCandidatos: 'Nenhum candidato neste estágio.',
} as const;

type Linha = Pick<CandidatoRelacionadoLinha, 'CD_ESTAGIO_VAGA' | 'ID_SITUACAO'>;

/** The board column of a stage (its own step; below 3 counts as Relacionado, 6 or more as Aprovado). */
export function colunaDoEstagio(cdEstagio: number): ColunaQuadro {
  if (cdEstagio >= 6) return 'A';
  if (cdEstagio === 4 || cdEstagio === 5) return String(cdEstagio) as ColunaQuadro;
  return '3';
}

/** The column a related candidate is in. */
export function colunaDoCandidato(l: Linha): ColunaQuadro {
  if (l.ID_SITUACAO === 'R') return 'R';
  if (l.ID_SITUACAO === 'A') return 'A';
  return colunaDoEstagio(l.CD_ESTAGIO_VAGA);
}

/** The date the candidate entered the current column (ISO), null when unknown. */
export function inicioNaColuna(
  l: Linha &
    Pick<
      CandidatoRelacionadoLinha,
      'CRIADO_EM' | 'DT_CURRICULO' | 'DT_ENCAMINHAMENTO' | 'DT_APROVACAO' | 'DT_REPROVACAO'
    >,
): string | null {
  switch (colunaDoCandidato(l)) {
    case 'R':
      return l.DT_REPROVACAO;
    case 'A':
      return l.DT_APROVACAO;
    case '5':
      return l.DT_ENCAMINHAMENTO ?? l.DT_CURRICULO ?? l.CRIADO_EM;
    case '4':
      return l.DT_CURRICULO ?? l.CRIADO_EM;
    default:
      return l.CRIADO_EM;
  }
}

/** Whole days between `desde` and `agora` (0 the same day), null without a date. */
export function diasDesde(desde: string | null, agora: Date = new Date()): number | null {
  if (!desde) return null;
  const t = Date.parse(desde);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.floor((agora.getTime() - t) / 86_400_000));
}

/** '0 dias', '1 dia', '12 dias' in the column. */
export function rotuloDias(dias: number): string {
  return dias === 1 ? '1 dia' : `${dias} dias`;
}

/** Where the browser keeps, per user, whether the related candidates show as a list or a board. */
export function chaveVisaoRelacionados(cdUsuario: number): string {
  return `relacionadosVisao:${cdUsuario}`;
}

/** A stored view, 'lista' when absent or unknown. */
export function lerVisaoRelacionados(valor: unknown): VisaoRelacionados {
  return valor === 'quadro' ? 'quadro' : 'lista';
}
