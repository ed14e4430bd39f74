import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import type { ConfiguracaoCurriculo } from '@backoffice/domain/curriculo';
import { MENSAGENS_CURRICULO as M } from '@backoffice/domain/curriculo';
import { useQuery } from '@tanstack/react-query';
import { chamar, consultaDe, requisitar, urlDe } from '../../../lib/api-client';

export function useCargosCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    queryKey: ['curriculo', 'cargos', cdPessoa],
    enabled: ativo,
    queryFn: consultaDe(C.cargos, { params: { id: cdPessoa } }, M.erroCargos),
  });
}

export function useEmpregosCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    queryKey: ['curriculo', 'empregos', cdPessoa],
    enabled: ativo,
    queryFn: consultaDe(C.empregos, { params: { id: cdPessoa }, query: {} }, M.erroEmpregos),
  });
}

export function useDeficienciasCandidato(cdPessoa: number, ativo: boolean) {
  return useQuery({
    queryKey: ['curriculo', 'deficiencias', cdPessoa],
    enabled: ativo,
    queryFn: consultaDe(C.deficiencias, { params: { id: cdPessoa } }, M.erroDeficiencias),
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
