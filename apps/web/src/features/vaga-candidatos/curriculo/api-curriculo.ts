import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import type { ConfiguracaoCurriculo } from '@backoffice/domain/curriculo';
import { MENSAGENS_CURRICULO as M } from '@backoffice/domain/curriculo';
import { useQuery } from '@tanstack/react-query';
import { chamar, requisitar, urlDe } from '../../../lib/api-client';
import { consulta } from '../../../lib/dados';

export function useCargosCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    ...consulta(C.cargos, { params: { id: cdPessoa } }, M.erroCargos),
    enabled: ativo,
  });
}

export function useEmpregosCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    ...consulta(C.empregos, { params: { id: cdPessoa }, query: {} }, M.erroEmpregos),
    enabled: ativo,
  });
}

export function useDeficienciasCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    ...consulta(C.deficiencias, { params: { id: cdPessoa } }, M.erroDeficiencias),
    enabled: ativo,
  });
}

/** The resume PDF (POST with the app's client headers), as a Blob. */
export function baixarCurriculo(nrVaga: number, cdPessoa: number, c: ConfiguracaoCurriculo): Promise<Blob> {
  return requisitar<Blob>(urlDe(C.curriculo, { params: { nrVaga, cdPessoa }, corpo: c }), {
    metodo: C.curriculo.metodo,
    corpo: c,
    resposta: 'blob',
    fallback: M.erroGerar,
  });
}

/** Forwards the candidate (stage 5) and answers the referral letter PDF. */
export async function encaminharECarta(nrVaga: number, cdPessoa: number): Promise<Blob> {
  await chamar(
    C.encaminhar,
    { params: { job: nrVaga, candidate: cdPessoa } },
    { fallback: M.erroEncaminhar },
  );
  return requisitar<Blob>(urlDe(C.cartaEncaminhamento, { params: { nrVaga, cdPessoa } }), {
    metodo: C.cartaEncaminhamento.metodo,
    resposta: 'blob',
    fallback: M.erroCarta,
  });
}
