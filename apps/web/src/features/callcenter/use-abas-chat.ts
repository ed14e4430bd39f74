import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Browser storage of the open chat tabs (they survive a reload). */
const CHAVE_ABAS_CHAT = 'callcenterAbasChat';

export const abaChat = (id: number) => `chat-${id}`;

function lerAbas(bruto: string | undefined): number[] {
  try {
    const v = JSON.parse(bruto ?? '[]');
    return Array.isArray(v) ? v.filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/**
 * The call center's tabs: the lists and one per open conversation (kept in the browser), and the
 * conversations whose tab blinks with a message not yet seen.
 */
export function useAbasChat() {
  const [aba, setAba] = useState<string>('atender');
  const [abertas, setAbertas] = useLocalStorage<number[]>({
    key: CHAVE_ABAS_CHAT,
    defaultValue: [],
    getInitialValueInEffect: false,
    deserialize: lerAbas,
  });
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
