import {
  COLUNAS_QUADRO,
  type ColunaQuadro,
  colunaDoCandidato,
  colunaDoEstagio,
  MENSAGENS_QUADRO as MQ,
} from '@backoffice/domain/quadro-vaga';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Selecao } from '../lote/use-selecao';
import { ColunaQuadroVaga } from './coluna-quadro';
import classes from './quadro.module.css';

type Linha = CandidatoRelacionadoLinha;

/** What a move on the board runs: the same actions (and dialogs) as the list's. */
export interface AcoesQuadro {
  /** Opens the approval modal. */
  aprovar: (l: Linha) => void;
  /** Opens the rejection dialog (with its reason). */
  reprovar: (l: Linha) => void;
  /** Asks to restore a rejected candidate (to the stage they were in). */
  restaurar: (l: Linha) => void;
  /** Asks to take an approved candidate back to pending; false when not allowed. */
  voltarPendente: (l: Linha) => boolean;
  /** Opens the candidate's record. */
  abrir: (l: Linha) => void;
  /** The relate call to stage 3, 4 or 5: the server's refusal, or null when moved. */
  mover: (l: Linha, estagio: 3 | 4 | 5) => Promise<string | null>;
}

const TECLAS_ESTAGIO: Record<string, ColunaQuadro> = { '1': '3', '2': '4', '3': '5' };

/** The related candidates grouped by column, in the order the list gave them. */
export function agruparPorColuna(linhas: readonly Linha[]): Record<ColunaQuadro, Linha[]> {
  const g: Record<ColunaQuadro, Linha[]> = { '3': [], '4': [], '5': [], A: [], R: [] };
  for (const l of linhas) g[colunaDoCandidato(l)].push(l);
  return g;
}

/**
 * The board of a vacancy's related candidates (Relacionado, Currículo enviado, Encaminhado,
 * Aprovado, Reprovado). Cards move by dragging or by the keys of a focused card; each move runs the
 * list's action for it, and a refusal is shown on the card, which stays where it was.
 */
/** How long a moved card takes the focus back when a later read draws it again. */
const MANTER_FOCO_MS = 15_000;

export function QuadroRelacionados({
  linhas,
  selecao,
  congelada,
  acoes,
}: {
  linhas: readonly Linha[];
  selecao: Selecao;
  congelada: boolean;
  acoes: AcoesQuadro;
}) {
  const colunas = useMemo(() => agruparPorColuna(linhas), [linhas]);
  const porCodigo = useMemo(() => new Map(linhas.map((l) => [l.CD_PESSOA, l])), [linhas]);
  const [recusas, setRecusas] = useState<ReadonlyMap<number, string>>(new Map());
  const [foco, setFoco] = useState<number | null>(null);
  const manterFoco = useRef<{ cd: number; ate: number } | null>(null);
  const [arrastado, setArrastado] = useState<Linha | null>(null);
  const raiz = useRef<HTMLDivElement>(null);
  const focarDepois = useRef<{ cd: number; coluna?: ColunaQuadro } | null>(null);
  const agora = useMemo(() => new Date(), []);
  const idAjuda = useId();
  const sensores = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  function recusar(cd: number, msg: string | null) {
    setRecusas((r) => {
      const n = new Map(r);
      if (msg) n.set(cd, msg);
      else n.delete(cd);
      return n;
    });
  }

  async function moverPara(l: Linha, destino: ColunaQuadro) {
    if (congelada) return recusar(l.CD_PESSOA, MQ.congelada);
    const origem = colunaDoCandidato(l);
    if (origem === destino) return;
    recusar(l.CD_PESSOA, null);
    if (origem === 'R') {
      if (destino === colunaDoEstagio(l.CD_ESTAGIO_VAGA)) acoes.restaurar(l);
      else recusar(l.CD_PESSOA, MQ.restaurarAntes);
      return;
    }
    if (origem === 'A') {
      if (!acoes.voltarPendente(l)) recusar(l.CD_PESSOA, MQ.naoPodeVoltarPendente);
      return;
    }
    if (destino === 'A') return acoes.aprovar(l);
    if (destino === 'R') return acoes.reprovar(l);
    const msg = await acoes.mover(l, Number(destino) as 3 | 4 | 5);
    if (msg) recusar(l.CD_PESSOA, msg);
    else focar(l.CD_PESSOA, destino);
  }

  /** Focuses a card, in `coluna` when given (a moved card, once the list is read again). */
  function focar(cd: number, coluna?: ColunaQuadro) {
    focarDepois.current = { cd, coluna };
    if (coluna) manterFoco.current = { cd, ate: Date.now() + MANTER_FOCO_MS };
    setFoco(cd);
  }

  // a moved card drawn again by a later read (the panel's notices) takes the focus back, for a while,
  // when the focus fell to the page with its old element (checked on each render and a few frames after)
  useEffect(() => {
    let quadro = 0;
    let frames = 0;
    const verificar = () => {
      const m = manterFoco.current;
      if (!m || focarDepois.current) return;
      if (Date.now() > m.ate) {
        manterFoco.current = null;
        return;
      }
      const ativo = document.activeElement;
      if (!ativo || ativo === document.body) {
        raiz.current?.querySelector<HTMLElement>(`[data-cartao="${m.cd}"]`)?.focus();
      }
      if (frames++ < 30) quadro = requestAnimationFrame(verificar);
    };
    verificar();
    return () => cancelAnimationFrame(quadro);
  });

  // the card to focus may be drawn only once its column scrolled it in, or (moved) once the list is
  // read again: tried on each render until it is there
  useEffect(() => {
    const alvo = focarDepois.current;
    if (alvo === null) return;
    let tentativas = 0;
    let quadro = 0;
    const tentar = () => {
      if (focarDepois.current !== alvo) return;
      const el = raiz.current?.querySelector<HTMLElement>(`[data-cartao="${alvo.cd}"]`);
      const naColuna =
        el && (!alvo.coluna || el.closest<HTMLElement>('[data-coluna]')?.dataset.coluna === alvo.coluna);
      if (el && naColuna) {
        focarDepois.current = null;
        el.focus();
      } else if (tentativas++ < 10) quadro = requestAnimationFrame(tentar);
    };
    tentar();
    return () => cancelAnimationFrame(quadro);
  });

  function teclas(e: KeyboardEvent<HTMLDivElement>, l: Linha) {
    if (e.target !== e.currentTarget || e.ctrlKey || e.metaKey || e.altKey) return;
    const coluna = colunaDoCandidato(l);
    const lista = colunas[coluna];
    const i = lista.findIndex((x) => x.CD_PESSOA === l.CD_PESSOA);
    const idxColuna = COLUNAS_QUADRO.indexOf(coluna);
    let destino: ColunaQuadro | undefined;
    const tecla = e.key.length === 1 ? e.key.toUpperCase() : e.key;
    if (tecla in TECLAS_ESTAGIO) destino = TECLAS_ESTAGIO[tecla];
    else if (tecla === 'ArrowLeft') destino = COLUNAS_QUADRO[idxColuna - 1];
    else if (tecla === 'ArrowRight') destino = COLUNAS_QUADRO[idxColuna + 1];
    else if (tecla === 'A') destino = 'A';
    else if (tecla === 'R') destino = 'R';
    else if (tecla === 'Enter') {
      e.preventDefault();
      acoes.abrir(l);
      return;
    } else if (tecla === 'ArrowDown' || tecla === 'ArrowUp') {
      e.preventDefault();
      const proximo = lista[i + (tecla === 'ArrowDown' ? 1 : -1)];
      if (proximo) focar(proximo.CD_PESSOA);
      return;
    } else return;
    e.preventDefault();
    if (destino) void moverPara(l, destino);
  }

  const teclasAtual = useRef(teclas);
  teclasAtual.current = teclas;
  const aoTeclar = useCallback((e: KeyboardEvent<HTMLDivElement>, l: Linha) => teclasAtual.current(e, l), []);
  const aoFocar = useCallback((l: Linha) => setFoco(l.CD_PESSOA), []);
  const abrirAtual = useRef(acoes.abrir);
  abrirAtual.current = acoes.abrir;
  const aoAbrir = useCallback((l: Linha) => abrirAtual.current(l), []);

  function fimDoArraste(e: DragEndEvent) {
    setArrastado(null);
    const l = porCodigo.get(Number(e.active.id));
    const destino = e.over?.id as ColunaQuadro | undefined;
    if (l && destino) void moverPara(l, destino);
  }

  return (
    <Stack gap="xs">
      {congelada && (
        <Alert color="orange" role="status">
          {MQ.congelada}
        </Alert>
      )}
      <Text size="xs" c="gray.7" id={idAjuda}>
        {MQ.ajudaTeclado}
      </Text>
      <DndContext
        sensors={sensores}
        onDragStart={(e: DragStartEvent) => setArrastado(porCodigo.get(Number(e.active.id)) ?? null)}
        onDragEnd={fimDoArraste}
        onDragCancel={() => setArrastado(null)}
      >
        <div ref={raiz} className={classes.quadro} data-testid="quadro-relacionados">
          {COLUNAS_QUADRO.map((c) => {
            const indice = foco === null ? -1 : colunas[c].findIndex((l) => l.CD_PESSOA === foco);
            return (
              <ColunaQuadroVaga
                key={c}
                coluna={c}
                linhas={colunas[c]}
                selecao={selecao}
                congelada={congelada}
                recusas={recusas}
                indiceFoco={indice >= 0 ? indice : undefined}
                onKeyDown={aoTeclar}
                onFocus={aoFocar}
                onAbrir={aoAbrir}
                agora={agora}
                idAjuda={idAjuda}
              />
            );
          })}
        </div>
        <DragOverlay>
          {arrastado && (
            <Paper withBorder shadow="md" p={6} w={248} data-sobreposto>
              <Text size="sm" fw={600} lineClamp={1}>
                {arrastado.NM_PESSOA}
              </Text>
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
    </Stack>
  );
}
