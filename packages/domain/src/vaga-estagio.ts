/** Candidate stage on a vacancy (CD_ESTAGIO_VAGA, spec 001 §4). */
export const ESTAGIO_VAGA = {
  RELACIONADO: 3,
  CURRICULO_ENVIADO: 4,
  ENCAMINHADO: 5,
  APROVADO: 6,
} as const;

export const CATALOGO_ESTAGIOS_VAGA: readonly { cd: number; nome: string }[] = [
  { cd: 3, nome: 'Em análise' },
  { cd: 4, nome: 'Currículo enviado' },
  { cd: 5, nome: 'Encaminhado' },
  { cd: 6, nome: 'Aprovado' },
  { cd: 7, nome: 'Admitido' },
];

/** Approved: stage 6 or more (spec 001 §4). */
export function estagioAprovado(cdEstagio: number): boolean {
  return cdEstagio >= ESTAGIO_VAGA.APROVADO;
}

/** Origin label of a relation (1 Recrutamento, 99 Callcenter, anything else Seleção). */
export function rotuloOrigemRelacionamento(cdOrigem: number | null | undefined): string {
  if (cdOrigem === 1) return 'Recrutamento';
  if (cdOrigem === 99) return 'Callcenter';
  return 'Seleção';
}
