import {
  type ColunaQuadro as Coluna,
  MENSAGENS_QUADRO,
  ROTULOS_COLUNA_QUADRO,
} from '@backoffice/domain/quadro-vaga';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { useDroppable } from '@dnd-kit/core';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconChecks, IconSquareMinus } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useMemo } from 'react';
import { VirtualList } from '../../../components/controls/virtual-list';
import { estadoDoGrupo, type Selecao } from '../lote/use-selecao';
import { CartaoQuadro } from './cartao-quadro';
import classes from './quadro.module.css';

type Linha = CandidatoRelacionadoLinha;

export const ALTURA_CARTAO = 94;
export const ALTURA_COLUNA = 560;

export interface ColunaQuadroProps {
  coluna: Coluna;
  linhas: readonly Linha[];
  selecao: Selecao;
  congelada: boolean;
  recusas: ReadonlyMap<number, string>;
  /** The focused card's index in this column (kept in view). */
  indiceFoco: number | undefined;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, l: Linha) => void;
  onFocus: (l: Linha) => void;
  onAbrir: (l: Linha) => void;
  agora: Date;
  /** The id of the keys' help line. */
  idAjuda: string;
}

/** A column of the board: its name and count, 'Selecionar coluna', its cards drawn as they scroll in. */
export function ColunaQuadroVaga({
  coluna,
  linhas,
  selecao,
  congelada,
  recusas,
  indiceFoco,
  onKeyDown,
  onFocus,
  onAbrir,
  agora,
  idAjuda,
}: ColunaQuadroProps) {
  const { setNodeRef, isOver } = useDroppable({ id: coluna, disabled: congelada });
  const ordem = useMemo(() => linhas.map((l) => l.CD_PESSOA), [linhas]);
  const { alternar } = selecao;
  const aoAlternar = useCallback(
    (id: number, intervalo: boolean) => alternar(id, ordem, intervalo),
    [alternar, ordem],
  );
  const estado = estadoDoGrupo(selecao.ids, ordem);
  const nome = ROTULOS_COLUNA_QUADRO[coluna];
  const idTitulo = `coluna-quadro-${coluna}`;
  return (
    <section
      ref={setNodeRef}
      className={classes.coluna}
      data-sobre={isOver || undefined}
      data-coluna={coluna}
      aria-labelledby={idTitulo}
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={700} id={idTitulo}>
            {nome}
          </Text>
          <Badge
            size="sm"
            variant="light"
            style={{ flexShrink: 0 }}
            aria-label={`${linhas.length} candidato(s) em ${nome}`}
          >
            {linhas.length}
          </Badge>
        </Group>
        <ActionIcon
          variant="subtle"
          disabled={linhas.length === 0}
          aria-label={`${estado === 'all' ? 'Desmarcar' : 'Selecionar'} coluna ${nome}`}
          title={estado === 'all' ? 'Desmarcar coluna' : 'Selecionar coluna'}
          onClick={() => selecao.definir(ordem, estado !== 'all')}
        >
          {estado === 'all' ? <IconSquareMinus size={18} /> : <IconChecks size={18} />}
        </ActionIcon>
      </Group>
      {linhas.length === 0 ? (
        <Text size="xs" c="gray.7" p="xs">
          {MENSAGENS_QUADRO.semCandidatos}
        </Text>
      ) : (
        <VirtualList
          items={linhas}
          rowHeight={ALTURA_CARTAO}
          height={ALTURA_COLUNA}
          getKey={(l) => l.CD_PESSOA}
          activeIndex={indiceFoco}
          renderRow={(l) => (
            <CartaoQuadro
              linha={l}
              selecionado={selecao.ids.has(l.CD_PESSOA)}
              aoAlternar={aoAlternar}
              congelada={congelada}
              recusa={recusas.get(l.CD_PESSOA)}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
              onAbrir={onAbrir}
              agora={agora}
              idAjuda={idAjuda}
            />
          )}
        />
      )}
    </section>
  );
}
