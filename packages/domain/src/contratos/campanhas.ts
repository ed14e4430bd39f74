import { z } from 'zod';
import {
  campanhaParams,
  enviarCampanhaBody,
  enviarCampanhaResposta,
  filtrosCampanha,
  funcionarioAtivo,
  progressoCampanha,
} from '../campanhas';
import { contrato } from '../contrato';

/** Endomarketing campaigns (spec 002 §7 'Help desk, campaigns, bot, session'). */
export const CONTRATOS_CAMPANHAS = {
  funcionarios: contrato({
    metodo: 'GET',
    caminho: '/marketing/funcionarios-ativos',
    query: filtrosCampanha,
    resposta: z.array(funcionarioAtivo),
  }),
  enviar: contrato({
    metodo: 'POST',
    caminho: '/marketing/enviar-campanha',
    corpo: enviarCampanhaBody,
    resposta: enviarCampanhaResposta,
    invalida: ['/marketing/funcionarios-ativos'],
  }),
  progresso: contrato({
    metodo: 'GET',
    caminho: '/marketing/campanha/:id_campanha',
    params: campanhaParams,
    resposta: progressoCampanha,
  }),
} as const;
