import { z } from 'zod';
import {
  acaoLoteBody,
  acaoLoteLinha,
  acaoLoteResposta,
  desfazerLoteResposta,
  idAcaoLoteParams,
  nrVagaLoteParams,
} from '../acoes-lote';
import { contrato } from '../contrato';

/** Bulk actions on a vacancy's candidates and their undo. */
export const CONTRATOS_ACOES_LOTE = {
  aplicar: contrato({
    metodo: 'POST',
    caminho: '/vaga/:nrVaga/acoes-em-lote',
    params: nrVagaLoteParams,
    corpo: acaoLoteBody,
    resposta: acaoLoteResposta,
    invalida: ['/vaga/', '/grupo', '/candidato/'],
  }),
  listar: contrato({
    metodo: 'GET',
    caminho: '/vaga/:nrVaga/acoes-em-lote',
    params: nrVagaLoteParams,
    resposta: z.array(acaoLoteLinha),
  }),
  desfazer: contrato({
    metodo: 'POST',
    caminho: '/acoes-em-lote/:id/desfazer',
    params: idAcaoLoteParams,
    resposta: desfazerLoteResposta,
    invalida: ['/vaga/', '/grupo', '/candidato/'],
  }),
} as const;
