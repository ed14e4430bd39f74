import { z } from 'zod';
import { codigo } from './entrada';

/** An alert of the logged user as GET /api/analista/avisos answers it (spec 002 §3.8). */
export const avisoLinha = z.object({
  ID: z.number().int(),
  NR_VAGA: z.number().int().nullable(),
  DS_COMPLEMENTO_AVISO: z.string().nullable(),
  /** ISO 8601 timestamp. */
  DT_GERACAO: z.string(),
  /** 3 vacancy assigned, 16 unfrozen, 20 new vacancy in recruitment (TIPO_AVISO in catalogos), 90 arrival delay, 91 call-center queue, 92 client verdict by link, 93 link unanswered for 96 h (TIPO_AVISO_PARECER in parecer-cliente). */
  CD_TIPO_AVISO: z.number().int(),
  VIEWED: z.enum(['S', 'N']),
});

export type AvisoLinha = z.infer<typeof avisoLinha>;

/** Body of POST /api/analista/confirma-visualizar-vaga. */
export const confirmaVisualizarVagaBody = z.object({
  id_alerta: codigo('int8'),
});

/** Answer of POST /api/analista/confirma-visualizar-vaga. */
export const confirmaVisualizarVagaResposta = z.object({ status: z.literal(1), message: z.string() });

/** Real-time event carrying a new alert (dados: AvisoLinha). */
export const EVENTO_AVISO = 'aviso';

/** Real-time event telling the user's other windows an alert was confirmed (dados: { ID }). */
export const EVENTO_AVISO_VISUALIZADO = 'avisoVisualizado';

/**
 * Candidate-arrival delay (spec 002 §2.1): an arrived candidate waits for the attendance longer
 * than the queue allows (fila-atendimento.ts). Stored for the attending user and sent live; its
 * click opens the attendance queue.
 */
export const TIPO_AVISO_ATRASO_CHEGADA = 90;

/**
 * A conversation the chatbot could not finish entered the call-center queue (spec 001 §2.17): stored
 * for each call-center agent of the conversation's unit (so an agent who logs in later still sees
 * it) and sent live; its click opens the call center.
 */
export const TIPO_AVISO_CALLCENTER = 91;

/** The text of the call-center alert: who is waiting, and for which vacancy. */
export function textoAvisoCallcenter(nomeCandidato: string, nrVaga: number | null): string {
  const vaga = nrVaga ? ` (vaga ${nrVaga})` : '';
  return `${nomeCandidato}${vaga} respondeu ao chatbot e aguarda atendimento no call center.`.slice(0, 500);
}

/**
 * A temporary placement ends soon (30 and 7 days before its last day, Lei 6.019): stored for the
 * vacancy's analyst (or the unit when the analyst has no user); its click opens the placements.
 */
export const TIPO_AVISO_FIM_CONTRATO = 95;

/** The text of the end-of-contract alert. */
export function textoAvisoFimContrato(nome: string, nrVaga: number, fim: string, dias: number): string {
  const [a, m, d] = fim.split('-');
  const quando = dias === 0 ? 'hoje' : `em ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
  return `O contrato temporário de ${nome} (vaga ${nrVaga}) termina ${quando}, em ${d}/${m}/${a}.`.slice(
    0,
    500,
  );
}

/** The subject of the end-of-contract e-mail to the analyst (the body is the alert's text). */
export function assuntoEmailFimContrato(nome: string, dias: number): string {
  const quando = dias === 0 ? 'hoje' : `em ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
  return `Contrato temporário termina ${quando}: ${nome}`.slice(0, 200);
}

export const MENSAGEM_AVISO_NAO_ENCONTRADO = 'Aviso não encontrado.';
