import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import type { LaudoCorpo } from '@backoffice/domain/testes';
import { MENSAGENS_TESTES as M } from '@backoffice/domain/testes';
import { useQuery } from '@tanstack/react-query';
import { requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { notify } from '../../lib/notify';

export function useCatalogoTestes() {
  return useQuery({
    ...consulta(C.catalogo, {}, M.erroCarregarTestes),
    staleTime: 60 * 60_000,
  });
}

export function useTestesCandidato(cd: number) {
  return useQuery(consulta(C.testesCandidato, { params: { cd } }, M.erroCarregarTestes));
}

export function useTestesDisponiveis(cd: number) {
  return useQuery(consulta(C.testesDisponiveis, { params: { cd } }, M.erroDisponiveis));
}

/**
 * Opens a window at once (inside the click, so the browser allows it), then fills it with the PDF.
 * Answers false when pop-ups are blocked.
 */
export async function abrirPdf(obter: () => Promise<Blob>): Promise<boolean> {
  const janela = window.open('', '_blank');
  if (!janela) {
    notify.aviso('Permita pop-ups para abrir o documento.');
    return false;
  }
  try {
    janela.document.title = 'Gerando documento...';
    janela.document.body.textContent = 'Gerando documento...';
  } catch {
    // another origin's window cannot be written: it is replaced below anyway
  }
  try {
    const blob = await obter();
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    janela.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (e) {
    janela.close();
    throw e;
  }
}

export function baixarLaudo(cd: number, corpo: LaudoCorpo): Promise<Blob> {
  return requisitar<Blob>(urlDe(C.laudo, { params: { cd }, corpo }), {
    metodo: C.laudo.metodo,
    corpo,
    resposta: 'blob',
    fallback: 'Não foi possível gerar o laudo.',
  });
}

export function baixarLaudoMedico(cd: number, ids: number[]): Promise<Blob> {
  const corpo = { origem: 'DadosCandidato', check_id_cid_candidato: ids };
  return requisitar<Blob>(urlDe(C.laudoMedico, { params: { cd }, corpo }), {
    metodo: C.laudoMedico.metodo,
    corpo,
    resposta: 'blob',
    fallback: 'Não foi possível gerar o laudo médico.',
  });
}
