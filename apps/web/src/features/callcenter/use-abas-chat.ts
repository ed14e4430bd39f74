import { useEffect, useState } from 'react';
import { useArmazenamentoLocal } from '../../lib/armazenamento-local';

/** Browser storage of the open chat tabs (they survive a reload). */
const CHAVE_ABAS_CHAT = 'callcenterAbasChat';

const SEM_ABAS: number[] = [];

export const abaChat = (id: number) => `chat-${id}`;

const lerAbas = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0) : [];

/**
 * The call center's tabs: the lists and one per open conversation (kept in the browser), and the
 * conversations whose tab blinks with a message not yet seen.
 */
export function useAbasChat() {
  const [aba, setAba] = useState<string>('atender');
  // the same tabs in every window of the browser
  const [abertas, setAbertas] = useArmazenamentoLocal(CHAVE_ABAS_CHAT, SEM_ABAS, lerAbas, true);
  const [piscando, setPiscando] = useState<ReadonlySet<number>>(new Set());

  // A chat tab stops blinking once it is seen.
  useEffect(() => {
    const visto = abertas.find((id) => abaChat(id) === aba);
    if (visto !== undefined && piscando.has(visto)) {
      const p = new Set(piscando);
      p.delete(visto);
      setPiscando(p);
    }
  }, [aba, abertas, piscando]);

  return {
    aba,
    setAba,
    abertas,
    piscando,
    /** A message arrived in a conversation: its tab blinks unless it is open and in sight. */
    chegou: (id: number) => {
      if (!abertas.includes(id)) return;
      if (aba === abaChat(id) && !document.hidden) return;
      setPiscando((p) => new Set([...p, id]));
    },
    abrir: (id: number) => {
      setAbertas((a) => (a.includes(id) ? a : [...a, id]));
      setAba(abaChat(id));
    },
    fechar: (id: number) => {
      setAbertas((a) => a.filter((x) => x !== id));
      setAba((atual) => (atual === abaChat(id) ? 'atender' : atual));
    },
  };
}
