import { MENSAGENS_BENEFICIOS } from './beneficios';
import { MENSAGENS_CADASTRO } from './candidato-cadastro';
import { MENSAGENS_HISTORICO_CANDIDATO } from './candidato-historico';
import { MENSAGENS_DIVULGACAO } from './divulgacao';
import { MENSAGENS_FATURAMENTO } from './faturamento';
import { MENSAGENS_RECRUTAMENTO } from './recrutamento';
import { MENSAGENS_VAGA_CANDIDATOS } from './vaga-candidatos';
import { MENSAGENS_VAGA_EDICAO, textosDoCatalogo } from './vaga-edicao-mensagens';
import { MENSAGENS_PRORROGACAO } from './vaga-prazo';
import { MENSAGENS_SITUACAO } from './vaga-situacao-regras';

/**
 * Validation texts the api answers exactly as written: the spec's messages of the vacancy areas
 * (editing, situation, billing, publishing, benefits, candidate history, vacancy candidates, the
 * extension of an overdue vacancy, the recruiter's lists and reports). Any
 * other validation text is answered with the field's name in front ('campo: texto').
 */
export const TEXTOS_EXATOS: ReadonlySet<string> = new Set(
  [
    MENSAGENS_VAGA_EDICAO,
    MENSAGENS_SITUACAO,
    MENSAGENS_FATURAMENTO,
    MENSAGENS_DIVULGACAO,
    MENSAGENS_BENEFICIOS,
    MENSAGENS_HISTORICO_CANDIDATO,
    MENSAGENS_VAGA_CANDIDATOS,
    MENSAGENS_PRORROGACAO,
    MENSAGENS_RECRUTAMENTO,
    MENSAGENS_CADASTRO,
  ].flatMap((c) => textosDoCatalogo(c)),
);
