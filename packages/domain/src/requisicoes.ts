import type { VagaSelecaoLinha } from './minhas-vagas';

/**
 * Requisições (spec 002 §2.1, §2.4): the requisitions with their vacancies, situation and analyst,
 * built from the rows of the vacancy list (the same filters).
 */

export interface RequisicaoLinha {
  NR_REQUISICAO: number;
  CD_PESSOA_CLIENTE: number;
  CD_EMPRESA_CLIENTE: number;
  /** Null when a vacancy of the requisition hides its client. */
  NM_APELIDO_CLIENTE: string | null;
  /** The earliest opening among its vacancies (ISO date). */
  DT_ABERTURA: string;
  QTD_VAGAS: number;
  /** Each situation with how many of its vacancies are in it, most frequent first. */
  SITUACOES: { NM_SITUACAO_VAGA: string; CD_SITUACAO_VAGA: number; QTD: number }[];
  /** The analysts of its vacancies, by name, once each. */
  ANALISTAS: string[];
  VAGAS: VagaSelecaoLinha[];
}

const COLLATOR = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Groups the vacancy rows by requisition, newest requisition (by its earliest opening) first. */
export function agruparRequisicoes(vagas: readonly VagaSelecaoLinha[]): RequisicaoLinha[] {
  const porNumero = new Map<number, VagaSelecaoLinha[]>();
  for (const v of vagas) {
    const lista = porNumero.get(v.NR_REQUISICAO);
    if (lista) lista.push(v);
    else porNumero.set(v.NR_REQUISICAO, [v]);
  }
  const saida: RequisicaoLinha[] = [];
  for (const [nr, lista] of porNumero) {
    const primeira = lista[0];
    const esconde = lista.some((v) => v.ID_ESCONDE_INFO_SIGILOSA === 'S');
    const situacoes = new Map<number, { NM_SITUACAO_VAGA: string; CD_SITUACAO_VAGA: number; QTD: number }>();
    for (const v of lista) {
      const s = situacoes.get(v.CD_SITUACAO_VAGA);
      if (s) s.QTD += 1;
      else
        situacoes.set(v.CD_SITUACAO_VAGA, {
          NM_SITUACAO_VAGA: v.NM_SITUACAO_VAGA,
          CD_SITUACAO_VAGA: v.CD_SITUACAO_VAGA,
          QTD: 1,
        });
    }
    const analistas = [
      ...new Set(lista.map((v) => v.NM_PESSOA_ANALISTA).filter((n): n is string => !!n)),
    ].sort(COLLATOR.compare);
    saida.push({
      NR_REQUISICAO: nr,
      CD_PESSOA_CLIENTE: primeira.CD_PESSOA_CLIENTE,
      CD_EMPRESA_CLIENTE: primeira.CD_EMPRESA_CLIENTE,
      NM_APELIDO_CLIENTE: esconde ? null : primeira.NM_APELIDO_CLIENTE,
      DT_ABERTURA: lista.map((v) => v.DT_ABERTURA).sort()[0],
      QTD_VAGAS: lista.length,
      SITUACOES: [...situacoes.values()].sort(
        (a, b) => b.QTD - a.QTD || a.CD_SITUACAO_VAGA - b.CD_SITUACAO_VAGA,
      ),
      ANALISTAS: analistas,
      VAGAS: [...lista].sort((a, b) => a.NR_VAGA - b.NR_VAGA),
    });
  }
  return saida.sort(
    (a, b) => b.DT_ABERTURA.localeCompare(a.DT_ABERTURA) || b.NR_REQUISICAO - a.NR_REQUISICAO,
  );
}
