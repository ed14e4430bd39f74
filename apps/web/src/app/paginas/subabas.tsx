import { Tabs } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { AbaAtualContext } from '../../lib/tabs';

/** An inner tab's screen, loaded the first time it is shown. */
export function subabaLazy<M extends Record<string, unknown>>(
  carregar: () => Promise<M>,
  exportacao: keyof M & string,
): ComponentType {
  return lazy(async () => ({ default: (await carregar())[exportacao] as ComponentType }));
}

/** One inner tab of a workspace: its address name (`?aba=`), its label and its screen. */
export interface Subaba<V extends string = string> {
  valor: V;
  rotulo: string;
  tela: ComponentType;
}

/**
 * The inner tabs of a workspace tab (Seleção - Entrar, Recrutamento - Entrar, Seleção - Gerencial):
 * each has its own address, chosen by `aoEscolher`; an inner tab is built the first time it is shown
 * and then kept, so its filters and scroll survive a trip to another one.
 */
export function EspacoSubabas<V extends string>({
  rotulo,
  subabas,
  atual,
  aoEscolher,
}: {
  rotulo: string;
  subabas: readonly Subaba<V>[];
  atual: V;
  aoEscolher: (valor: V) => void;
}) {
  const [vistas, setVistas] = useState<ReadonlySet<V>>(() => new Set([atual]));
  if (!vistas.has(atual)) setVistas(new Set([...vistas, atual]));
  return (
    <Tabs value={atual} onChange={(v) => v && aoEscolher(v as V)} keepMounted p="md">
      <Tabs.List aria-label={rotulo} mb="md">
        {subabas.map((s) => (
          <Tabs.Tab key={s.valor} value={s.valor}>
            {s.rotulo}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {subabas.map(({ valor, tela: Tela }) => (
        <Tabs.Panel key={valor} value={valor}>
          {vistas.has(valor) && (
            <SubabaVisivel visivel={valor === atual}>
              <Suspense fallback={<LoadingState />}>
                <Tela />
              </Suspense>
            </SubabaVisivel>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * An inner tab is on screen only when it is chosen and its workspace tab is: its side panels and
 * modals (drawn outside the page) close while another inner tab is shown.
 */
export function SubabaVisivel({ visivel, children }: { visivel: boolean; children: ReactNode }) {
  const aba = useContext(AbaAtualContext);
  const valor = useMemo(() => (aba ? { ...aba, visivel: aba.visivel && visivel } : null), [aba, visivel]);
  if (!valor) return children;
  return <AbaAtualContext.Provider value={valor}>{children}</AbaAtualContext.Provider>;
}
