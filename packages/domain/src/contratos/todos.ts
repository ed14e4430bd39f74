import type { ContratoQualquer } from '../contrato';
import { CONTRATOS_VAGA_CANDIDATOS } from './vaga-candidatos';
import { CONTRATOS_DIVULGACAO_PUBLICA, CONTRATOS_VAGA_DIVULGACAO } from './vaga-divulgacao';
import { CONTRATOS_VAGA_EDICAO } from './vaga-edicao';
import { CONTRATOS_VAGA_FATURAMENTO } from './vaga-faturamento';
import { CONTRATOS_VAGA_INFO } from './vaga-info';
import { CONTRATOS_VAGA_RELACIONAR } from './vaga-relacionar';
import { CONTRATOS_VAGA_SITUACAO } from './vaga-situacao';

/** Every contract of the API, for the check that each is registered with its own schemas. */
export const TODOS_CONTRATOS: readonly ContratoQualquer[] = [
  ...Object.values(CONTRATOS_VAGA_INFO),
  ...Object.values(CONTRATOS_VAGA_EDICAO),
  ...Object.values(CONTRATOS_VAGA_FATURAMENTO),
  ...Object.values(CONTRATOS_VAGA_SITUACAO),
  ...Object.values(CONTRATOS_VAGA_DIVULGACAO),
  ...Object.values(CONTRATOS_DIVULGACAO_PUBLICA),
  ...Object.values(CONTRATOS_VAGA_CANDIDATOS),
  ...Object.values(CONTRATOS_VAGA_RELACIONAR),
];
