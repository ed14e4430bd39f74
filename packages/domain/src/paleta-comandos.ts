import { buscaSuficiente, normalizarBusca } from './controles';
import type { ItemAba } from './menu';

/**
 * The command palette (Ctrl/Cmd+K): one box that opens any screen of the menu by its name, any
 * vacancy by its number and any candidate by name, CPF or code.
 */

export const LIMITES_PALETA = {
  /** Screens listed at most. */
  maxTelas: 8,
  /** Candidates listed at most. */
  maxCandidatos: 8,
  /** Digits of the longest vacancy number the palette looks up. */
  maxDigitosVaga: 12,
  /** Milliseconds the palette waits after the last key before searching candidates. */
  esperaMs: 250,
} as const;

export const MENSAGENS_PALETA = {
  titulo: 'Ir para…',
  botao: 'Ir para…',
  rotuloBusca: 'Tela, vaga (número) ou candidato (nome, CPF ou código)',
  dica: 'Digite o nome de uma tela, o número de uma vaga ou o nome, CPF ou código de um candidato.',
  vazio: 'Nada encontrado.',
  buscando: 'Buscando candidatos…',
  falhaCandidatos: 'Não foi possível buscar os candidatos.',
  vagaNaoEncontrada: (nr: number) => `A vaga ${nr} não foi encontrada.`,
  grupoTelas: 'Telas',
  grupoVagas: 'Vaga',
  grupoCandidatos: 'Candidatos',
  teclas: '↑ ↓ para escolher, Enter para abrir, Esc para fechar',
} as const;

/** The screens whose name (or group's name) contains every word typed, accents and case aside. */
export function telasDaPaleta(abas: readonly ItemAba[], texto: string): ItemAba[] {
  const palavras = normalizarBusca(texto).split(/\s+/).filter(Boolean);
  if (!palavras.length) return abas.slice(0, LIMITES_PALETA.maxTelas);
  return abas
    .filter((a) => {
      const nome = normalizarBusca(a.rotulo);
      return palavras.every((p) => nome.includes(p));
    })
    .slice(0, LIMITES_PALETA.maxTelas);
}

/** The vacancy number typed (digits only, '#' or 'vaga' before it allowed), or null. */
export function vagaDaPaleta(texto: string): number | null {
  const m = /^(?:vaga\s*|#)?(\d+)$/i.exec(texto.trim());
  if (!m || m[1].length > LIMITES_PALETA.maxDigitosVaga) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Whether the text is enough to look candidates up (name, CPF or code). */
export function buscaCandidatosDaPaleta(texto: string): boolean {
  return buscaSuficiente(texto);
}
